import { ConflictError, error } from '../../../platform/kernel/errors';

/** What ratings are refused with (rating a task that is not the agent's completed one: taskErrors.taskNotCompleted). */
export const ratingErrors = {
  taskAlreadyRated: error(ConflictError, 'Task already rated'),
};
