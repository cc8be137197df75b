import { isLater } from '../../../../platform/kernel/instants';
import { OPEN_CLAIM_STATUSES, REPORTS_TO_HOLD, type Task, type Trigger } from '../../tasks/domain';

export const REPORT_REASONS = ['prohibited', 'unsafe', 'misleading', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** The longest `details` an operator may add to a report. */
export const REPORT_DETAILS_MAX = 1000;

/** An operator's report of a task: staff read all of it; the agent never does. */
export interface Report {
  report_id: string;
  task_id: string;
  operator_id: string;
  reason: ReportReason;
  details?: string;
  reported_at: string;
}

/**
 * What an operator's report does to the task:
 * - `hidden`: the operator cannot see the task (not open, not theirs, sandbox): "Task not found", as for none;
 * - `too_late`: their claim has moved past the work (submitted, reviewed): nothing left to stop;
 * - `count`: an open task's first report, counted on the task;
 * - a trigger: the claimant's report (`report_claimed`), or the report that makes REPORTS_TO_HOLD on an open task (`report_open`).
 */
type ReportEffect = 'hidden' | 'too_late' | 'count' | Extract<Trigger, 'report_claimed' | 'report_open'>;

export const reportEffect = (task: Task, operatorId: string, now: Date): ReportEffect => {
  if (task.sandbox) return 'hidden';
  if (task.status === 'PENDING' && isLater(task.deadline, now)) return (task.reports ?? 0) + 1 >= REPORTS_TO_HOLD ? 'report_open' : 'count';
  if (task.operator?.id !== operatorId) return 'hidden';
  return OPEN_CLAIM_STATUSES.includes(task.status) ? 'report_claimed' : 'too_late';
};

/**
 * An open task with one more report counted (the report that does not hold it yet): a new version,
 * so a report racing it reads the count again; `updated_at` stays, as the agent must not learn of it.
 */
export const withReportCounted = (task: Task): Task => ({ ...task, reports: (task.reports ?? 0) + 1, version: task.version + 1 });
