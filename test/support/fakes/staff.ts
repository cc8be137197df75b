import type { AuditEntry } from '../../../functions/contexts/accounts/audit/domain/audit';
import type { StaffAccount } from '../../../functions/contexts/accounts/staff/domain/staff';
import { staffErrors } from '../../../functions/contexts/accounts/staff/errors';
import type { StaffStore } from '../../../functions/contexts/accounts/staff/ports';

/**
 * Staff accounts in memory, with the store's rules: one account per email address whatever its case
 * (staffErrors.staffEmailTaken), the account and its audit entry written together (`audit`: the entries
 * written with accounts).
 */
export class FakeStaffStore implements StaffStore {
  readonly accounts = new Map<string, StaffAccount>();
  readonly audit: AuditEntry[] = [];

  async getStaff(adminId: string): Promise<StaffAccount | undefined> {
    return this.accounts.get(adminId);
  }
  async createStaff(staff: StaffAccount, audit: AuditEntry): Promise<void> {
    if ([...this.accounts.values()].some((other) => other.email.toLowerCase() === staff.email.toLowerCase())) throw staffErrors.staffEmailTaken();
    this.accounts.set(staff.admin_id, structuredClone(staff));
    this.audit.push(audit);
  }
  async deleteStaff(staff: StaffAccount): Promise<void> {
    this.accounts.delete(staff.admin_id);
  }
}
