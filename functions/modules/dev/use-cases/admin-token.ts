import { issueLocalStaffToken } from '../../../adapters/identity/local-issuer';
import { errors } from '../../../platform/kernel/errors';
import { findStaffByEmail } from '../../staff/store/staff-store';

/** Development only: a back-office login (an ID token of the staff pool from the local issuer) for the staff account with this email. */
export const issueDevAdminToken = async (email: string, now: Date): Promise<string> => {
  const staff = await findStaffByEmail(email);
  if (!staff) throw errors.staffNotFound();
  return issueLocalStaffToken(staff, now);
};
