import { describe, expect, it } from 'vitest';
import { BACK_OFFICE } from '../../../../../../../functions/contexts/accounts/audit/domain/audit';
import { listAudit } from '../../../../../../../functions/contexts/accounts/audit/use-cases/admin-audit';
import { FakeAuditTable } from '../../../../../../support/fakes/audit';

describe('listAudit', () => {
  it('pages the back office’s log newest first, as the back office shows an entry, with a cursor that resumes where the page ended', async () => {
    const table = new FakeAuditTable();
    for (let n = 1; n <= 3; n += 1)
      await table.audit.recordAudit(BACK_OFFICE, [
        { at: `2026-11-2${n}T00:00:00.000Z`, actor: { staff: 'a' }, action: 'kyc_decision', target: `op_${n}`, detail: 'approved' },
      ]);
    await table.audit.recordAudit({ agentId: 'agent_1' }, [
      { at: '2026-11-24T00:00:00.000Z', actor: { keyId: 'key_a' }, action: 'task.created', target: 'tsk_1' },
    ]);
    const first = await listAudit(table, { limit: 2 });
    expect(first.entries).toEqual([
      { at: '2026-11-23T00:00:00.000Z', actor: 'a', action: 'kyc_decision', target: 'op_3', detail: 'approved' },
      { at: '2026-11-22T00:00:00.000Z', actor: 'a', action: 'kyc_decision', target: 'op_2', detail: 'approved' },
    ]);
    const second = await listAudit(table, { limit: 2, cursor: first.nextCursor! });
    expect(second).toEqual({ entries: [expect.objectContaining({ target: 'op_1' })], nextCursor: null });
    await expect(listAudit(table, { limit: 2, cursor: 'garbage' })).rejects.toThrow(/cursor/i);
  });
});
