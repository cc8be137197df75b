import { error, NotFoundError } from '../../../platform/kernel/errors';

/** What the local stack's development routes refuse. */
export const devErrors = {
  staffNotFound: error(NotFoundError, 'Staff account not found'),
};
