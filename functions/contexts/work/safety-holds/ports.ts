/**
 * Ports of the safety-holds module (the pattern is described in contexts/money/payouts/ports.ts): the
 * tasks a report or a staff decision is about and how they move, the reports, the held queue and
 * the back office's audit entry.
 */
import type { Contribution } from '../../../platform/table/contribution';
import type { AuditEntry } from '../../accounts/audit/domain';
import type { SafetyEvent } from '../safety/domain';
import type { Task } from '../tasks/domain';
import type { MoveTask } from '../tasks/ports';
import type { Report } from './domain/reports';

interface ReportStore {
  /** The report's write, for the transaction of a move it causes. */
  reportWrite(report: Report): Contribution;
  /** Counts the report on the task without moving it: ConditionFailed 'task_unchanged' when the task moved on, 'not_reported' on a second report. */
  recordReport(task: Task, next: Task, report: Report): Promise<void>;
  listReports(taskId: string): Promise<Report[]>;
}

export interface SafetyHoldPorts {
  tasks: { getTask(taskId: string): Promise<Task | undefined>; moveTask: MoveTask };
  reports: ReportStore;
  /** The safety queue: HELD tasks, oldest hold first, after a sort key. */
  pageHeld(options: { limit: number; after?: string }): Promise<{ tasks: Task[]; last?: string }>;
  audit: { entry(entry: AuditEntry): Contribution };
  /** Counts a report, or a hold reports caused, on the task's agent's safety record (best effort, after the report). */
  countSafetyEvent(agentId: string, event: SafetyEvent, at: string): Promise<void>;
  newReportId(): string;
}

/** What the safety queue reads: the HELD tasks and their reports. */
export interface HeldQueuePorts {
  pageHeld: SafetyHoldPorts['pageHeld'];
  reports: Pick<ReportStore, 'listReports'>;
}
