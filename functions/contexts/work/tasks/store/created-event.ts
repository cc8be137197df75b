import * as z from 'zod/mini';
import { TABLE_NAME } from '../../../../platform/table/client';
import { itemSchema } from '../../../../platform/table/read-item';
import type { TransactItem } from '../../../../platform/table/transactions';
import type { Task } from '../domain/tasks';
import { tasksKeys } from './keys';

/**
 * A task's creation as the outbox carries it (tasksKeys.taskCreatedEvent), written in the creation's
 * transaction: the pipe queues its INSERT and the sender fans it out to the agent's webhook
 * endpoints. `data` is the task as the creation answered it, rendered then (a JSON text, so its
 * fields keep their order), whatever the task becomes before it is sent.
 */
export const taskCreatedEventItem = itemSchema(() =>
  z.object({ event: z.literal('task.created'), agent_id: z.string(), task_id: z.string(), timestamp: z.string(), data: z.string() }),
);

export const taskCreatedEventWrite = (task: Pick<Task, 'task_id' | 'agent_id' | 'created_at'>, data: unknown): TransactItem => ({
  Put: {
    TableName: TABLE_NAME,
    Item: {
      ...tasksKeys.taskCreatedEvent(task.task_id),
      event: 'task.created',
      agent_id: task.agent_id,
      task_id: task.task_id,
      timestamp: task.created_at,
      data: JSON.stringify(data),
    },
  },
});
