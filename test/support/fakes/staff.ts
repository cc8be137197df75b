import type { AuditEntry } from '../../../functions/contexts/accounts/audit/domain/audit';
import type { StaffAccount } from '../../../functions/contexts/accounts/staff/domain/staff';
import type { StaffStore } from '../../../functions/contexts/accounts/staff/ports';
import { errors } from '../../../functions/platform/kernel/errors';

/**
 * Staff accounts and the admin audit log (also the audit module's AdminAuditPorts) in memory, with
 * the stores' rules: one account per email address whatever its case (errors.staffEmailTaken), the
 * account and its audit entry written together, the log paged newest first by each entry's sort
 * key (`<at>#<target>` here).
 */
export class FakeStaffStore implements StaffStore {
  readonly accounts = new Map<string, StaffAccount>();
  readonly audit: AuditEntry[] = [];

  async getStaff(adminId: string): Promise<StaffAccount | undefined> {
    return this.accounts.get(adminId);
  }
  async createStaff(staff: StaffAccount, audit: AuditEntry): Promise<void> {
    if ([...this.accounts.values()].some((other) => other.email.toLowerCase() === staff.email.toLowerCase())) throw errors.staffEmailTaken();
    this.accounts.set(staff.admin_id, structuredClone(staff));
    this.audit.push(audit);
  }
  async deleteStaff(staff: StaffAccount): Promise<void> {
    this.accounts.delete(staff.admin_id);
  }
  async recordAudit(entries: readonly AuditEntry[]): Promise<void> {
    this.audit.push(...entries);
  }
  async pageAudit(limit: number, before?: string): Promise<{ entries: AuditEntry[]; last?: string }> {
    const sortKey = (entry: AuditEntry) => `${entry.at}#${entry.target}`;
    const newestFirst = [...this.audit].sort((a, b) => sortKey(b).localeCompare(sortKey(a)));
    const entries = newestFirst.filter((entry) => before === undefined || sortKey(entry) < before).slice(0, limit);
    // A full page names a next one even when nothing follows, as the store's query stops at its Limit.
    return { entries, ...(entries.length === limit ? { last: sortKey(entries.at(-1)!) } : {}) };
  }
}
