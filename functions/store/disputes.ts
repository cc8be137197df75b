import type { Task } from '../core/tasks';
import { TABLE_NAME } from './client';
import { keys } from './keys';
import { indexAttributes } from './tasks';
import { ConditionFailed, transactWrite } from './transactions';

/**
 * Writes a task whose status does not change (an appeal filed on a dispute), conditioned on the
 * version it was decided from; its index attributes follow (an appealed dispute leaves the timer
 * index: only the back office ends it). Answers false when the task moved on meanwhile.
 */
export const saveUnchangedStatus = async (task: Task, next: Task): Promise<boolean> => {
  try {
    await transactWrite([
      {
        Put: {
          TableName: TABLE_NAME,
          Item: { ...keys.task(next.task_id), ...indexAttributes(next), ...next },
          ConditionExpression: '#status = :status AND version = :version',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':status': task.status, ':version': task.version },
        },
        condition: 'task_unchanged',
      },
    ]);
    return true;
  } catch (error) {
    if (error instanceof ConditionFailed && error.condition === 'task_unchanged') return false;
    throw error;
  }
};
