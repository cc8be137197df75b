import { describe, expect, it } from 'vitest';
import { listAudit } from '../../../../../../../functions/contexts/accounts/audit/use-cases/admin-audit';
import { FakeStaffStore } from '../../../../../../support/fakes/staff';

describe('listAudit', () => {
  it('pages the audit log newest first with a cursor that resumes where the page ended', async () => {
    const store = new FakeStaffStore();
    for (let n = 1; n <= 3; n += 1)
      store.audit.push({ at: `2026-11-2${n}T00:00:00.000Z`, actor: 'a', action: 'kyc_decision', target: `op_${n}`, detail: '' });
    const first = await listAudit({ adminAudit: store }, { limit: 2 });
    expect(first.entries.map((entry) => entry.target)).toEqual(['op_3', 'op_2']);
    const second = await listAudit({ adminAudit: store }, { limit: 2, cursor: first.nextCursor! });
    expect(second).toEqual({ entries: [expect.objectContaining({ target: 'op_1' })], nextCursor: null });
    await expect(listAudit({ adminAudit: store }, { limit: 2, cursor: 'garbage' })).rejects.toThrow(/cursor/i);
  });
});
