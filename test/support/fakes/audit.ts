import type { ActionIn, AuditLog, AuditRecord } from '../../../functions/contexts/accounts/audit/domain/audit';
import type { AuditPorts } from '../../../functions/contexts/accounts/audit/ports';
import type { Contributes } from '../../../functions/platform/table/contribution';
import { contribution } from '../../../functions/platform/table/contribution';

const logName = (log: AuditLog): string => (typeof log === 'string' ? log : `agent:${log.agentId}`);

/**
 * The audit log in memory, with audit-store's order: each log's entries by `<at>#<id>`, read newest
 * first from after a position. A contributed entry is recorded when the contribution is made (as the
 * store's entry is written with its change's transaction); the item it returns stands for that write.
 */
export class FakeAuditTable implements AuditPorts {
  readonly logs = new Map<string, { position: string; entry: AuditRecord }[]>();
  private sequence = 0;

  /** The entries of `log`, oldest written first. */
  entriesOf<L extends AuditLog>(log: L): AuditRecord<ActionIn<L>>[] {
    return (this.logs.get(logName(log)) ?? []).map((item) => item.entry as AuditRecord<ActionIn<L>>);
  }

  private write(log: AuditLog, entry: AuditRecord): string {
    const position = `${entry.at}#au_${String(++this.sequence).padStart(6, '0')}`;
    this.logs.set(logName(log), [...(this.logs.get(logName(log)) ?? []), { position, entry: structuredClone(entry) }]);
    return position;
  }

  readonly audit: AuditPorts['audit'] = {
    auditEntryContribution:
      <R, L extends AuditLog>(log: L, entry: (result: R) => AuditRecord<ActionIn<L>>): Contributes<R> =>
      (result) => {
        const made = entry(result);
        return contribution([{ Put: { TableName: 'fake', Item: { position: this.write(log, made), ...made } } }]);
      },
    recordAudit: async (log, entries) => {
      for (const entry of entries) this.write(log, entry);
    },
    pageAudit: async <L extends AuditLog>(log: L, limit: number, after?: string) => {
      const newestFirst = [...(this.logs.get(logName(log)) ?? [])].sort((a, b) => b.position.localeCompare(a.position));
      const rest = after === undefined ? newestFirst : newestFirst.filter((item) => item.position < after);
      const page = rest.slice(0, limit);
      // A full page names a next one even when nothing follows, as the store's query stops at its Limit.
      const last = page.length === limit ? page.at(-1)?.position : undefined;
      return { entries: page.map((item) => item.entry as AuditRecord<ActionIn<L>>), ...(last ? { last } : {}) };
    },
  };
}
