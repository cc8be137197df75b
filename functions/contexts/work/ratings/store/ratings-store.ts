import { ConditionFailed } from '../../../../platform/kernel/conditions';
import { TABLE_NAME } from '../../../../platform/table/client';
import { queryAll } from '../../../../platform/table/query';
import { parseItem } from '../../../../platform/table/read-item';
import { transactWrite } from '../../../../platform/table/transactions';
import { ratingItem } from '../../../accounts/operators/store';
import { operatorsKeys } from '../../../accounts/operators/store/keys';
import type { Task } from '../../tasks/domain';
import { taskErrors } from '../../tasks/errors';
import { tasksKeys } from '../../tasks/store/keys';
import { ratingErrors } from '../errors';
import type { Rating } from '../ports';
import { ratingsKeys } from './keys';

/**
 * One transaction: the task marked rated (once: a second rating of it fails with
 * taskAlreadyRated), the rating stored in the operator's partition, and the score added to the
 * operator's sum and count with ADD, which DynamoDB applies atomically: ratings of one operator's
 * tasks at once all count, none has to compute again. The stored `rating` is removed: it is derived
 * from the sum and count when the operator is read (contexts/accounts/operators/store/operators-store.ts).
 */
export const recordRating = async (task: Task, operatorId: string, rating: Rating): Promise<void> => {
  try {
    await transactWrite([
      {
        Update: {
          TableName: TABLE_NAME,
          Key: tasksKeys.task(task.task_id),
          UpdateExpression: 'SET rated = :true',
          ConditionExpression: '#status = :completed AND attribute_not_exists(rated)',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':true': true, ':completed': 'COMPLETED' },
        },
        condition: 'task_unrated',
      },
      {
        Put: {
          TableName: TABLE_NAME,
          Item: { ...ratingsKeys.operatorRating(operatorId, rating.created_at, task.task_id), ...rating },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
        condition: 'item_absent',
      },
      {
        Update: {
          TableName: TABLE_NAME,
          Key: operatorsKeys.operator(operatorId),
          UpdateExpression: 'ADD rating_sum :score, rating_count :one REMOVE rating',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':score': rating.score, ':one': 1 },
        },
        condition: 'operator_exists',
      },
    ]);
  } catch (error) {
    if (!(error instanceof ConditionFailed)) throw error;
    if (error.condition === 'task_unrated') throw ratingErrors.taskAlreadyRated();
    if (error.condition === 'operator_exists') throw taskErrors.taskNotCompleted();
    throw error;
  }
};

/** The ratings an operator received, newest first. */
export const listRatings = async (operatorId: string): Promise<Rating[]> => {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': operatorsKeys.operator(operatorId).pk, ':prefix': ratingsKeys.operatorRatingPrefix },
    ScanIndexForward: false,
  });
  return items.map((item) => parseItem(ratingItem, item));
};
