import { error, NotFoundError } from '../../../platform/kernel/errors';

/** What messages between a task's agent and its operator are refused with. */
export const messageErrors = {
  taskHasNoOperator: error(NotFoundError, 'Task not found or has no operator'),
};
