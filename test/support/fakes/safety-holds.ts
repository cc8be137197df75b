import type { AuditEntry } from '../../../functions/contexts/accounts/audit/domain/audit';
import type { SafetyEvent } from '../../../functions/contexts/work/safety/domain';
import type { Report } from '../../../functions/contexts/work/safety-holds/domain/reports';
import type { SafetyHoldPorts } from '../../../functions/contexts/work/safety-holds/ports';
import type { Task } from '../../../functions/contexts/work/tasks/domain/tasks';
import { ConditionFailed } from '../../../functions/platform/kernel/conditions';
import { contributed, contribution } from '../../../functions/platform/table/contribution';
import type { TransactItem } from '../../../functions/platform/table/transactions';
import { FakeTaskTable } from './tasks';

/**
 * The safety-holds ports over a FakeTaskTable, with the store's conditions: one report per
 * operator and task ('not_reported'), a counted report only on the task as read ('task_unchanged',
 * checked first), a task's reports listed oldest first.
 */
export class FakeSafetyHolds implements SafetyHoldPorts {
  readonly table = new FakeTaskTable();
  readonly stored = new Map<string, Report>();
  private ids = 0;

  private claim(report: Report): void {
    const key = `${report.task_id}#${report.operator_id}`;
    if (this.stored.has(key)) throw new ConditionFailed('not_reported', undefined, 1);
    this.stored.set(key, report);
  }

  readonly tasks: SafetyHoldPorts['tasks'] = {
    getTask: (taskId) => this.table.getTask(taskId),
    // The report's put is checked first, as the transaction would refuse the whole move for it.
    moveTask: async (request) => {
      const also = request.writes ? contributed(await request.writes({} as Task)).items : [];
      const reports = also.filter((item) => item.condition === 'not_reported').map((item) => item.Put!.Item as unknown as Report);
      const taken = reports.filter((report) => !this.stored.has(`${report.task_id}#${report.operator_id}`));
      if (taken.length < reports.length) throw new ConditionFailed('not_reported', undefined, 1);
      const moved = await this.table.moveTask(request);
      for (const report of reports) this.claim(report);
      return moved;
    },
  };

  readonly reports: SafetyHoldPorts['reports'] = {
    reportWrite: (report) => contribution([{ Put: { TableName: 'fake', Item: { ...report } }, condition: 'not_reported' } as TransactItem]),
    // The task's condition comes first in the store's transaction, then the report's.
    recordReport: async (task, next, report) => {
      const stored = await this.table.getTask(task.task_id);
      if (stored?.version !== task.version || stored.status !== task.status) throw new ConditionFailed('task_unchanged', undefined, 0);
      if (this.stored.has(`${report.task_id}#${report.operator_id}`)) throw new ConditionFailed('not_reported', undefined, 1);
      if (!(await this.table.saveWithoutTransition(task, next))) throw new ConditionFailed('task_unchanged', undefined, 0);
      this.claim(report);
    },
    listReports: async (taskId) =>
      [...this.stored.values()].filter((report) => report.task_id === taskId).sort((a, b) => a.reported_at.localeCompare(b.reported_at)),
  };

  readonly audit = { entry: (entry: AuditEntry) => contribution([{ Put: { TableName: 'fake', Item: { ...entry } } } as TransactItem]) };

  /** The audit entries committed with moves. */
  get audited(): AuditEntry[] {
    return this.table.alsoWritten.flatMap((item) => (item.Put?.Item && 'action' in item.Put.Item ? [item.Put.Item as unknown as AuditEntry] : []));
  }

  pageHeld = async ({ limit }: { limit: number; after?: string }) => ({
    tasks: [...this.table.items.values()].filter((task) => task.status === 'HELD').slice(0, limit),
  });

  /** The safety events counted on agents' records, in order. */
  readonly safetyEvents: { agentId: string; event: SafetyEvent }[] = [];
  countSafetyEvent = async (agentId: string, event: SafetyEvent) => void this.safetyEvents.push({ agentId, event });

  newReportId = () => `rep_${++this.ids}`;
}
