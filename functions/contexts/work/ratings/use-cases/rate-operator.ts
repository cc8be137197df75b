import { taskErrors } from '../../tasks/errors';
import { ratingErrors } from '../errors';
import type { Rating, RatingsPorts } from '../ports';

/**
 * The agent rates the operator of its completed task (a release or split resolution included):
 * 1. its own COMPLETED, non-sandbox task with an operator, else "not found or not completed";
 * 2. once: the task is marked rated in the same transaction, so of two racing ratings one is stored;
 * 3. the score is added to the operator's sum and count atomically (store/ratings), so ratings of
 *    one operator's tasks at once all count; the rating shown is the Bayesian mean of every score
 *    (contexts/work/ratings/domain/ratings.ts), derived from them when the operator is read.
 */
export const rateOperator = async (
  deps: Pick<RatingsPorts, 'ratings' | 'tasks'>,
  taskId: string,
  agentId: string,
  input: { score: number; comment?: string },
  now: Date,
): Promise<Rating> => {
  const task = await deps.tasks.getTask(taskId);
  if (!task || task.agent_id !== agentId || task.status !== 'COMPLETED' || task.sandbox || !task.operator) throw taskErrors.taskNotCompleted();
  if (task.rated) throw ratingErrors.taskAlreadyRated();
  const rating: Rating = { task_id: taskId, score: input.score, ...(input.comment ? { comment: input.comment } : {}), created_at: now.toISOString() };
  await deps.ratings.recordRating(task, task.operator.id, rating);
  return rating;
};
