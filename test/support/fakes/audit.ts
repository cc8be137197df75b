import type { AgentAuditEntry } from '../../../functions/contexts/accounts/audit/domain/audit';
import type { AuditPorts } from '../../../functions/contexts/accounts/audit/ports';
import type { Contributes } from '../../../functions/platform/table/contribution';
import { contribution } from '../../../functions/platform/table/contribution';

/**
 * The audit log in memory, with audit-store's order: each agent's entries by `<at>#<id>`, read newest
 * first from after a position. A contributed entry is recorded when the contribution is made (as the
 * store's entry is written with its change's transaction); the item it returns stands for that write.
 */
export class FakeAuditTable implements AuditPorts {
  readonly entries = new Map<string, { sortKey: string; entry: AgentAuditEntry }[]>();
  private sequence = 0;

  readonly audit = {
    auditEntryContribution:
      <R>(agentId: string, entry: (result: R) => AgentAuditEntry): Contributes<R> =>
      (result) => {
        const made = entry(result);
        const sortKey = `${made.at}#au_${String(++this.sequence).padStart(6, '0')}`;
        this.entries.set(agentId, [...(this.entries.get(agentId) ?? []), { sortKey, entry: made }]);
        return contribution([{ Put: { TableName: 'fake', Item: { sortKey, ...made } } }]);
      },
    pageAuditEntries: async (agentId: string, limit: number, after?: string) => {
      const newestFirst = [...(this.entries.get(agentId) ?? [])].sort((a, b) => b.sortKey.localeCompare(a.sortKey));
      const rest = after === undefined ? newestFirst : newestFirst.filter((item) => item.sortKey < after);
      const page = rest.slice(0, limit);
      // A full page names a next one even when nothing follows, as the store's query stops at its Limit.
      const last = page.length === limit ? page.at(-1)?.sortKey : undefined;
      return { entries: page.map((item) => item.entry), ...(last ? { last } : {}) };
    },
  };
}
