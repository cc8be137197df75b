import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { type AuditRecord, BACK_OFFICE, type BackOfficeAuditAction } from '../../functions/contexts/accounts/audit/domain/audit';
import type { AuditPorts } from '../../functions/contexts/accounts/audit/ports';
import { auditKeys } from '../../functions/contexts/accounts/audit/store/keys';
import { auditTable } from '../../functions/contexts/accounts/audit/wiring/table';
import { ddb, TABLE_NAME } from '../../functions/platform/table/client';
import { type Contribution, contributed } from '../../functions/platform/table/contribution';
import { transactWrite } from '../../functions/platform/table/transactions';
import { contractSides } from '../support/contract-sides';
import { FakeAuditTable } from '../support/fakes/audit';

interface Audit {
  audit: AuditPorts['audit'];
  /** Commits what an audit entry contributes, as the change's transaction does. */
  commit(part: Contribution): Promise<void>;
}

const sides = contractSides<Audit>({
  fake: () => ({ audit: new FakeAuditTable().audit, commit: async () => undefined }),
  'DynamoDB Local': () => ({ audit: auditTable.audit, commit: (part) => transactWrite([...contributed(part).items]) }),
});

const at = (minute: number) => `2026-11-29T11:${String(minute).padStart(2, '0')}:00.000Z`;
const byKey = (minute: number): AuditRecord<'task.created'> => ({
  at: at(minute),
  actor: { keyId: 'key_contract' },
  action: 'task.created',
  target: `tsk_${minute}`,
});

describe.each(sides)('The audit log (%s)', (_side, make) => {
  const { audit, commit } = make();
  const record = async (agentId: string, entry: AuditRecord<'task.created'>) =>
    commit(audit.auditEntryContribution<undefined, { agentId: string }>({ agentId }, () => entry)(undefined));

  it('pages an agent’s entries newest first, whatever order they were written in, and keeps them to that agent', async () => {
    const agentId = `agt_contract_${randomUUID()}`;
    for (const minute of [2, 5, 1, 4, 3]) await record(agentId, byKey(minute));
    const first = await audit.pageAudit({ agentId }, 2);
    expect(first.entries).toEqual([byKey(5), byKey(4)]);
    const second = await audit.pageAudit({ agentId }, 2, first.last);
    expect(second.entries).toEqual([byKey(3), byKey(2)]);
    expect(await audit.pageAudit({ agentId }, 2, second.last)).toEqual({ entries: [byKey(1)] });
    expect(await audit.pageAudit({ agentId: `agt_contract_${randomUUID()}` }, 2)).toEqual({ entries: [] });
  });

  it('names a next page after a full one even when nothing follows, and that page is empty', async () => {
    const agentId = `agt_contract_${randomUUID()}`;
    for (const minute of [1, 2]) await record(agentId, byKey(minute));
    const full = await audit.pageAudit({ agentId }, 2);
    expect(full.entries).toEqual([byKey(2), byKey(1)]);
    expect(full.last).toEqual(expect.any(String));
    expect(await audit.pageAudit({ agentId }, 2, full.last)).toEqual({ entries: [] });
  });

  it('pages the back office’s log newest first by when each action was, whatever order they were recorded or contributed in', async () => {
    // The log is one for the whole service: other tests' entries may come between these, never reorder them.
    const run = randomUUID();
    const base = Date.now() + 60_000;
    const byStaff = (offset: number, action: BackOfficeAuditAction = 'staff_created'): AuditRecord<BackOfficeAuditAction> => ({
      at: new Date(base + offset).toISOString(),
      actor: { staff: 'contract@example.com' },
      action,
      target: `adm_${run}_${offset}`,
      detail: 'contract',
    });
    await audit.recordAudit(BACK_OFFICE, [byStaff(2)]);
    await audit.recordAudit(BACK_OFFICE, [byStaff(3), byStaff(1)]);
    await commit(audit.auditEntryContribution<undefined, typeof BACK_OFFICE>(BACK_OFFICE, () => byStaff(4, 'agent_suspended'))(undefined));
    const mine: AuditRecord[] = [];
    let after: string | undefined;
    do {
      const page = await audit.pageAudit(BACK_OFFICE, 2, after);
      mine.push(...page.entries.filter((entry) => entry.target.startsWith(`adm_${run}`)));
      after = page.last;
    } while (after && mine.length < 4);
    expect(mine).toEqual([byStaff(4, 'agent_suspended'), byStaff(3), byStaff(2), byStaff(1)]);
  });

  it('keeps the back office’s entries out of every agent’s log', async () => {
    const agentId = `agt_contract_${randomUUID()}`;
    await audit.recordAudit(BACK_OFFICE, [
      { at: at(9), actor: { staff: 'contract@example.com' }, action: 'agent_suspended', target: agentId, detail: 'contract' },
    ]);
    expect(await audit.pageAudit({ agentId }, 5)).toEqual({ entries: [] });
  });
});

describe('The audit store, over items written before the one model', () => {
  const put = (item: Record<string, unknown>) => ddb.send(new PutCommand({ TableName: TABLE_NAME, Item: item }));

  it('reads an agent’s entry stored with key_id and no detail as an entry by that key', async () => {
    const agentId = `agt_contract_${randomUUID()}`;
    await put({
      ...auditKeys.agentAudit(agentId, at(1), 'au_old'),
      at: at(1),
      key_id: 'key_old',
      action: 'key.revoked',
      target: 'key_gone',
      expires_at: 1,
    });
    expect(await auditTable.audit.pageAudit({ agentId }, 5)).toEqual({
      entries: [{ at: at(1), actor: { keyId: 'key_old' }, action: 'key.revoked', target: 'key_gone' }],
    });
  });

  it('reads a back-office entry stored with actor and detail as an entry by that staff member', async () => {
    const target = `op_${randomUUID()}`;
    const when = new Date(Date.now() + 120_000).toISOString();
    await put({
      ...auditKeys.adminAudit(when, `au_${randomUUID()}`),
      at: when,
      actor: 'old@example.com',
      action: 'kyc_decision',
      target,
      detail: 'approved',
    });
    const { entries } = await auditTable.audit.pageAudit(BACK_OFFICE, 50);
    expect(entries.filter((entry) => entry.target === target)).toEqual([
      { at: when, actor: { staff: 'old@example.com' }, action: 'kyc_decision', target, detail: 'approved' },
    ]);
  });

  it('refuses, as a corrupt item, an entry whose action is not one of its log’s', async () => {
    const agentId = `agt_contract_${randomUUID()}`;
    await put({ ...auditKeys.agentAudit(agentId, at(1), 'au_odd'), at: at(1), key_id: 'key_old', action: 'kyc_decision', target: 'x' });
    await expect(auditTable.audit.pageAudit({ agentId }, 5)).rejects.toThrow(/not an action of this log/);
  });
});
