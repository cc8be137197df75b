import { error, InsufficientFundsError } from '../../../platform/kernel/errors';

/** What tips are refused with (tipping a task that is not the agent's completed one: taskErrors.taskNotCompleted). */
export const tipErrors = {
  insufficientTipBalance: error(InsufficientFundsError, 'Insufficient balance for tip'),
};
