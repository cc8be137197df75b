import { normalizeEmail } from '../../../../platform/kernel/email';
import { newId } from '../../../../platform/kernel/secrets';
import type { StaffAccount } from '../domain/staff';
import type { StaffAccountPorts } from '../ports';

/**
 * An admin invites a staff member:
 * 1. the account is written (one per email address, lower-cased) with its audit entry, in one transaction;
 * 2. its login is created in the staff user pool, which mails the temporary password; if that
 *    fails the account is removed again (the audit entry stays: the attempt happened).
 */
export const createStaffAccount = async (
  deps: StaffAccountPorts,
  request: { email: string; name: string },
  actor: string,
  now: Date,
): Promise<StaffAccount> => {
  const at = now.toISOString();
  const staff: StaffAccount = { admin_id: newId('adm'), email: normalizeEmail(request.email), name: request.name, created_at: at };
  await deps.staff.createStaff(staff, { at, actor, action: 'staff_created', target: staff.admin_id, detail: `${staff.name} <${staff.email}>` });
  try {
    await deps.provisionLogin(staff);
  } catch (error) {
    await deps.staff.deleteStaff(staff);
    throw error;
  }
  return staff;
};
