import { ConflictError, error } from '../../../platform/kernel/errors';

/** What a task's callbacks are refused with. */
export const callbackErrors = {
  callbackSecretRevealed: error(ConflictError, 'Callback secret already revealed'),
};
