import { ConflictError, error } from '../../../platform/kernel/errors';

/** What operators' reports of a task are refused with. */
export const safetyHoldErrors = {
  alreadyReported: error(ConflictError, 'Already reported'),
};
