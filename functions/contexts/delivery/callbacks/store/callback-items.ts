import * as z from 'zod/mini';
import { itemSchema } from '../../../../platform/table/read-item';
import { MESSAGE_SENDERS } from '../../../work/messages/domain';
import { TASK_STATUSES } from '../../../work/tasks/domain';
import { DELIVERY_STATUSES } from '../../engine/domain';

/** A status-change event of a task (tasksKeys.taskEvent): the callback outbox entry and its delivery record. */
export const taskEventItem = itemSchema(() =>
  z.object({
    sk: z.string(),
    task_id: z.string(),
    event: z.literal('task.status_changed'),
    status: z.enum(TASK_STATUSES),
    previous_status: z.enum(TASK_STATUSES),
    kill_fee_cents: z.optional(z.number().check(z.int())),
    timestamp: z.string(),
    delivery_status: z.optional(z.enum(DELIVERY_STATUSES)),
    attempts: z.optional(z.number().check(z.int())),
    last_attempt_at: z.optional(z.string()),
    last_response_code: z.optional(z.number().check(z.int())),
    last_error: z.optional(z.string()),
    next_attempt_at: z.optional(z.string()),
    delivered_at: z.optional(z.string()),
    failed_at: z.optional(z.string()),
    requeues: z.optional(z.number().check(z.int())),
    requeued_at: z.optional(z.string()),
  }),
);

/** A batch's consensus event (batchesKeys.batchEvent): its callback outbox entry and delivery record; task_id is the seat whose callback_url it goes to. */
export const batchEventItem = itemSchema(() =>
  z.object({
    event: z.literal('batch.consensus_reached'),
    batch_id: z.string(),
    task_id: z.string(),
    field: z.string(),
    value: z.union([z.string(), z.number(), z.boolean()]),
    agreeing: z.number().check(z.int()),
    timestamp: z.string(),
  }),
);

/**
 * An operator's message to the agent (messagesKeys.messageEvent): the `task.message` callback outbox entry and
 * its delivery record. Written in the message's own transaction; `from` marks the sender, so whoever
 * receives it knows the text is a person's words (data), not the service's.
 */
export const messageEventItem = itemSchema(() =>
  z.object({
    event: z.literal('task.message'),
    task_id: z.string(),
    agent_id: z.string(),
    message_id: z.string(),
    from: z.enum(MESSAGE_SENDERS),
    text: z.string(),
    created_at: z.string(),
    timestamp: z.string(),
  }),
);

/** An agent's default callback secret, sealed (callbacksKeys.agentCallbackSecret). */
export const agentCallbackSecretItem = itemSchema(() => z.object({ sealed: z.string(), created_at: z.string() }));
