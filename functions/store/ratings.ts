import type { Operator } from '../core/operators';
import type { Task } from '../core/tasks';
import { TABLE_NAME } from './client';
import { keys } from './keys';
import { ratingItem } from './items/operator';
import { parseItem } from './items/read';
import { queryAll } from './query';
import { ConditionFailed, transactWrite } from './transactions';

export interface Rating {
  task_id: string;
  score: number;
  comment?: string;
  created_at: string;
}

export type RecordRatingResult = 'recorded' | 'already_rated' | 'operator_changed';

/**
 * One transaction: the task marked rated (once: a second rating of it fails), the rating stored
 * in the operator's partition, and the operator's sum, count and `rating` moved to `rating`,
 * conditioned on the count it was computed from (a concurrent rating of another task makes the
 * caller compute again).
 */
export const recordRating = async (task: Task, operator: Operator, rating: Rating, newRating: number): Promise<RecordRatingResult> => {
  const count = operator.rating_count ?? 0;
  try {
    await transactWrite([
      {
        Update: {
          TableName: TABLE_NAME,
          Key: keys.task(task.task_id),
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
          Item: { ...keys.operatorRating(operator.operator_id, rating.created_at, task.task_id), ...rating },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
        condition: 'item_absent',
      },
      {
        Update: {
          TableName: TABLE_NAME,
          Key: keys.operator(operator.operator_id),
          UpdateExpression: 'SET rating = :rating, rating_sum = :sum, rating_count = :next',
          ConditionExpression: count === 0 ? 'attribute_not_exists(rating_count) OR rating_count = :count' : 'rating_count = :count',
          ExpressionAttributeValues: { ':rating': newRating, ':sum': (operator.rating_sum ?? 0) + rating.score, ':next': count + 1, ':count': count },
        },
        condition: 'rating_count_unchanged',
      },
    ]);
    return 'recorded';
  } catch (error) {
    if (!(error instanceof ConditionFailed)) throw error;
    if (error.condition === 'task_unrated') return 'already_rated';
    if (error.condition === 'rating_count_unchanged') return 'operator_changed';
    throw error;
  }
};

/** The ratings an operator received, newest first. */
export const listRatings = async (operatorId: string): Promise<Rating[]> => {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.operator(operatorId).pk, ':prefix': keys.operatorRatingPrefix },
    ScanIndexForward: false,
  });
  return items.map((item) => parseItem(ratingItem, item));
};
