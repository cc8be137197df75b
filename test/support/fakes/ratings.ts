import type { Operator } from '../../../functions/contexts/accounts/operators/domain/operators';
import { ratingErrors } from '../../../functions/contexts/work/ratings/errors';
import type { Rating, RatingsPorts } from '../../../functions/contexts/work/ratings/ports';
import type { Task } from '../../../functions/contexts/work/tasks/domain/tasks';
import { taskErrors } from '../../../functions/contexts/work/tasks/errors';

/**
 * Tasks, operators and ratings in memory, with ratings-store's conditions: a task is rated once
 * while COMPLETED ('Task already rated'), only for an operator that exists, and every score
 * recorded counts in the operator's sum and count; an operator's ratings are listed newest first.
 */
export class FakeRatingsTable implements RatingsPorts {
  readonly taskItems = new Map<string, Task>();
  readonly operatorItems = new Map<string, Operator>();
  readonly received = new Map<string, Rating[]>();

  readonly tasks = { getTask: async (taskId: string) => structuredClone(this.taskItems.get(taskId)) };
  readonly operators = { getOperator: async (operatorId: string) => structuredClone(this.operatorItems.get(operatorId)) };
  readonly ratings = {
    recordRating: async (task: Task, operatorId: string, rating: Rating): Promise<void> => {
      const stored = this.taskItems.get(task.task_id);
      if (stored?.status !== 'COMPLETED' || stored.rated) throw ratingErrors.taskAlreadyRated();
      const operator = this.operatorItems.get(operatorId);
      if (!operator) throw taskErrors.taskNotCompleted();
      stored.rated = true;
      this.received.set(operatorId, [rating, ...(this.received.get(operatorId) ?? [])]);
      operator.rating_sum = (operator.rating_sum ?? 0) + rating.score;
      operator.rating_count = (operator.rating_count ?? 0) + 1;
    },
    // Newest first by when each rating was made, as the store's sort key (`<created_at>#<task_id>`) orders them.
    listRatings: async (operatorId: string): Promise<Rating[]> =>
      [...(this.received.get(operatorId) ?? [])].sort((a, b) => `${b.created_at}#${b.task_id}`.localeCompare(`${a.created_at}#${a.task_id}`)),
  };
}
