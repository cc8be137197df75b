import { TABLE_NAME } from '../../../../platform/table/client';
import { type Contribution, contribution } from '../../../../platform/table/contribution';
import type { Task } from '../domain/tasks';
import { tasksKeys } from './keys';

/**
 * The seat an operator takes with a claim on a batch's task, in the claim's transaction: one per
 * operator and batch, so a second claim on another seat fails ('seat_unheld'). The marker stays
 * when the claim ends (withdrawn, rejected, lapsed): that operator may claim the same seat again,
 * never another one, so no one answers a batch twice.
 */
export const seatClaim = (task: Pick<Task, 'batch_id' | 'task_id'>, operatorId: string, at: string): Contribution =>
  contribution([
    {
      Put: {
        TableName: TABLE_NAME,
        Item: { ...tasksKeys.batchSeat(task.batch_id!, operatorId), task_id: task.task_id, operator_id: operatorId, claimed_at: at },
        ConditionExpression: 'attribute_not_exists(pk) OR task_id = :task',
        ExpressionAttributeValues: { ':task': task.task_id },
      },
      condition: 'seat_unheld',
    },
  ]);
