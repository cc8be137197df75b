import { ConflictError, error, UnauthenticatedError } from '../../../platform/kernel/errors';

/** What staff are refused with: the admin key, staff tokens and accounts. */
export const staffErrors = {
  invalidAdminKey: error(UnauthenticatedError, 'Invalid admin key'),
  invalidStaffToken: error(UnauthenticatedError, 'Invalid or expired staff token'),
  staffEmailTaken: error(ConflictError, 'A staff account with this email already exists'),
};
