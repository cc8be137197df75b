import { devErrors } from '../errors';
import type { DevLoginPorts } from '../ports';

/** Development only: a back-office login (an ID token of the staff pool from the local issuer) for the staff account with this email. */
export const issueDevAdminToken = async (
  deps: Pick<DevLoginPorts, 'findStaffByEmail' | 'issueStaffToken'>,
  email: string,
  now: Date,
): Promise<string> => {
  const staff = await deps.findStaffByEmail(email);
  if (!staff) throw devErrors.staffNotFound();
  return deps.issueStaffToken(staff, now);
};
