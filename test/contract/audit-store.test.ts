import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { AgentAuditEntry, AuditEntry } from '../../functions/contexts/accounts/audit/domain/audit';
import type { AdminAuditPorts, AuditPorts } from '../../functions/contexts/accounts/audit/ports';
import { pageAudit, recordAudit } from '../../functions/contexts/accounts/audit/store';
import { auditTable } from '../../functions/contexts/accounts/audit/wiring/table';
import { type Contribution, contributed } from '../../functions/platform/table/contribution';
import { transactWrite } from '../../functions/platform/table/transactions';
import { contractSides } from '../support/contract-sides';
import { FakeAuditTable } from '../support/fakes/audit';
import { FakeStaffStore } from '../support/fakes/staff';

interface Audit {
  agents: AuditPorts['audit'];
  /** Commits what an agent audit entry contributes, as the change's transaction does. */
  commit(part: Contribution): Promise<void>;
  backOffice: AdminAuditPorts['adminAudit'];
}

const sides = contractSides<Audit>({
  fake: () => ({ agents: new FakeAuditTable().audit, commit: async () => undefined, backOffice: new FakeStaffStore() }),
  'DynamoDB Local': () => ({
    agents: auditTable.audit,
    commit: (part) => transactWrite([...contributed(part).items]),
    backOffice: { pageAudit, recordAudit },
  }),
});

const at = (minute: number) => `2026-11-29T11:${String(minute).padStart(2, '0')}:00.000Z`;

describe.each(sides)('The audit logs (%s)', (_side, make) => {
  const { agents, commit, backOffice } = make();
  const record = async (agentId: string, entry: AgentAuditEntry) => commit(agents.auditEntryContribution<undefined>(agentId, () => entry)(undefined));
  const anEntry = (minute: number): AgentAuditEntry => ({ at: at(minute), key_id: 'key_contract', action: 'task.created', target: `tsk_${minute}` });

  it('pages an agent’s entries newest first, whatever order they were written in, and keeps them to that agent', async () => {
    const agentId = `agt_contract_${randomUUID()}`;
    for (const minute of [2, 5, 1, 4, 3]) await record(agentId, anEntry(minute));
    const first = await agents.pageAuditEntries(agentId, 2);
    expect(first.entries).toEqual([anEntry(5), anEntry(4)]);
    const second = await agents.pageAuditEntries(agentId, 2, first.last);
    expect(second.entries).toEqual([anEntry(3), anEntry(2)]);
    expect(await agents.pageAuditEntries(agentId, 2, second.last)).toEqual({ entries: [anEntry(1)] });
    expect(await agents.pageAuditEntries(`agt_contract_${randomUUID()}`, 2)).toEqual({ entries: [] });
  });

  it('names a next page after a full one even when nothing follows, and that page is empty', async () => {
    const agentId = `agt_contract_${randomUUID()}`;
    for (const minute of [1, 2]) await record(agentId, anEntry(minute));
    const full = await agents.pageAuditEntries(agentId, 2);
    expect(full.entries).toEqual([anEntry(2), anEntry(1)]);
    expect(full.last).toEqual(expect.any(String));
    expect(await agents.pageAuditEntries(agentId, 2, full.last)).toEqual({ entries: [] });
  });

  it('pages the back office’s log newest first by when each action was, whatever order they were recorded in', async () => {
    // The log is one for the whole service: other tests' entries may come between these, never reorder them.
    const run = randomUUID();
    const base = Date.now() + 60_000;
    const entryAt = (offset: number): AuditEntry => ({
      at: new Date(base + offset).toISOString(),
      actor: 'contract@example.com',
      action: 'staff_created',
      target: `adm_${run}_${offset}`,
      detail: 'contract',
    });
    await backOffice.recordAudit([entryAt(2)]);
    await backOffice.recordAudit([entryAt(3), entryAt(1)]);
    const mine: AuditEntry[] = [];
    let before: string | undefined;
    do {
      const page = await backOffice.pageAudit(2, before);
      mine.push(...page.entries.filter((entry) => entry.target.startsWith(`adm_${run}`)));
      before = page.last;
    } while (before && mine.length < 3);
    expect(mine).toEqual([entryAt(3), entryAt(2), entryAt(1)]);
  });
});
