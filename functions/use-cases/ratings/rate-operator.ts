import { errors } from '../../core/errors';
import { bayesianRating } from '../../core/ratings';
import { getOperator } from '../../store/operators';
import { recordRating, type Rating } from '../../store/ratings';
import { getTask } from '../../store/tasks';

const MAX_ATTEMPTS = 5;

/**
 * The agent rates the operator of its completed task (a release or split resolution included):
 * 1. its own COMPLETED, non-sandbox task with an operator, else "not found or not completed";
 * 2. once: the task is marked rated in the same transaction, so of two racing ratings one is stored;
 * 3. the operator's rating becomes the Bayesian mean of every score (core/ratings), computed from
 *    the count it read and written with a condition on it; a rating of another task in between
 *    makes it compute again.
 */
export const rateOperator = async (taskId: string, agentId: string, input: { score: number; comment?: string }, now: Date): Promise<Rating> => {
  const task = await getTask(taskId);
  if (!task || task.agent_id !== agentId || task.status !== 'COMPLETED' || task.sandbox || !task.operator) throw errors.taskNotRatable();
  if (task.rated) throw errors.taskAlreadyRated();
  const rating: Rating = { task_id: taskId, score: input.score, ...(input.comment ? { comment: input.comment } : {}), created_at: now.toISOString() };
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const operator = await getOperator(task.operator.id);
    if (!operator) throw errors.taskNotRatable();
    const rated = bayesianRating((operator.rating_sum ?? 0) + input.score, (operator.rating_count ?? 0) + 1);
    const result = await recordRating(task, operator, rating, rated);
    if (result === 'recorded') return rating;
    if (result === 'already_rated') throw errors.taskAlreadyRated();
  }
  throw new Error(`Rating task ${taskId}: the operator's ratings kept changing`);
};
