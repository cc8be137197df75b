import { describe, expect, it } from 'vitest';
import { auditContribution, listAgentAudit } from '../../../../../../../functions/contexts/accounts/audit/use-cases/agent-audit';
import type { AgentPrincipal } from '../../../../../../../functions/platform/kernel/principals';
import { contributed } from '../../../../../../../functions/platform/table/contribution';
import { FakeAuditTable } from '../../../../../../support/fakes/audit';

const actor = (agentId: string, keyId = 'key_a'): AgentPrincipal => ({ kind: 'agent', agentId, keyId });
const at = (second: number) => new Date(Date.UTC(2026, 10, 26, 12, 0, second));

const record = (table: FakeAuditTable, agentId: string, targets: string[]) => {
  for (const [i, target] of targets.entries()) auditContribution(table, actor(agentId), 'task.created', at(i), (id: string) => id)(target);
};

describe('auditContribution', () => {
  it('makes one entry of the change, with the calling key, the action, the time and the target taken from the result', () => {
    const table = new FakeAuditTable();

    const items = auditContribution(
      table,
      actor('agent_1', 'key_worker'),
      'task.cancelled',
      at(7),
      (task: { task_id: string }) => task.task_id,
    )({
      task_id: 'task_9',
    });

    expect(contributed(items).items).toHaveLength(1);
    expect(table.entriesOf({ agentId: 'agent_1' })).toEqual([
      { at: at(7).toISOString(), actor: { keyId: 'key_worker' }, action: 'task.cancelled', target: 'task_9' },
    ]);
  });
});

describe('listAgentAudit', () => {
  it('pages the agent’s entries newest first through its cursors, without gaps or repeats, and ends with a null cursor', async () => {
    const table = new FakeAuditTable();
    record(table, 'agent_1', ['t0', 't1', 't2', 't3', 't4']);
    record(table, 'agent_2', ['other']);

    const seen: string[] = [];
    let cursor: string | undefined;
    for (let pages = 0; pages < 10; pages++) {
      const page = await listAgentAudit(table, 'agent_1', { limit: 2, ...(cursor ? { cursor } : {}) });
      seen.push(...page.entries.map((entry) => entry.target));
      if (!page.nextCursor) break;
      cursor = page.nextCursor;
    }

    expect(seen).toEqual(['t4', 't3', 't2', 't1', 't0']);
  });

  it('lists an entry as the agent’s log shows it: the key that made the change, not the back office’s fields', async () => {
    const table = new FakeAuditTable();
    record(table, 'agent_1', ['t0']);
    expect((await listAgentAudit(table, 'agent_1', { limit: 5 })).entries).toEqual([
      { at: at(0).toISOString(), key_id: 'key_a', action: 'task.created', target: 't0' },
    ]);
  });

  it('refuses another agent’s cursor, and anything that is no cursor, with Invalid cursor', async () => {
    const table = new FakeAuditTable();
    record(table, 'agent_1', ['t0', 't1', 't2']);
    const { nextCursor } = await listAgentAudit(table, 'agent_1', { limit: 1 });

    await expect(listAgentAudit(table, 'agent_2', { limit: 1, cursor: nextCursor! })).rejects.toThrow('Invalid cursor');
    for (const cursor of ['not a cursor', 'e30', nextCursor!.slice(0, -3)]) {
      await expect(listAgentAudit(table, 'agent_1', { limit: 1, cursor })).rejects.toThrow('Invalid cursor');
    }
  });
});
