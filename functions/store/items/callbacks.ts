import * as z from 'zod';
import { DELIVERY_STATUSES } from '../../core/deliveries';
import { TASK_STATUSES } from '../../core/tasks';

/** A status-change event of a task (keys.taskEvent): the callback outbox entry and its delivery record. */
export const taskEventItem = z.object({
  sk: z.string(),
  task_id: z.string(),
  event: z.literal('task.status_changed'),
  status: z.enum(TASK_STATUSES),
  previous_status: z.enum(TASK_STATUSES),
  timestamp: z.string(),
  delivery_status: z.enum(DELIVERY_STATUSES).optional(),
  attempts: z.number().int().optional(),
  last_attempt_at: z.string().optional(),
  last_response_code: z.number().int().optional(),
  last_error: z.string().optional(),
  next_attempt_at: z.string().optional(),
  delivered_at: z.string().optional(),
  failed_at: z.string().optional(),
});

/** An agent's default callback secret, sealed (keys.agentCallbackSecret). */
export const agentCallbackSecretItem = z.object({ sealed: z.string(), created_at: z.string() });
