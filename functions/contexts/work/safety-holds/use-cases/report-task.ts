import { ConditionFailed } from '../../../../platform/kernel/conditions';
import { CLAIM_FIELDS, holdOf, REPORTED_HOLD } from '../../tasks/domain';
import { taskErrors } from '../../tasks/errors';
import { type Report, type ReportReason, reportEffect, withReportCounted } from '../domain/reports';
import { safetyHoldErrors } from '../errors';
import type { SafetyHoldPorts } from '../ports';

const MAX_ATTEMPTS = 3;

/**
 * An operator reports a task they can see: an open one, or one they hold. In one transaction with
 * the report (once per operator and task: a second one is 409 `Already reported`):
 * - the claimant's report holds the task and ends their claim, without penalty: nothing is counted
 *   against them and the work is not rated (report_claimed);
 * - on an open task, the report that makes REPORTS_TO_HOLD holds it (report_open); an earlier one
 *   is counted on the task, conditioned on its version, so two reports at once cannot both be
 *   "the first": the one that loses reads the count again and holds the task, once.
 * Then the report (and a hold it caused) is counted on the agent's safety record.
 */
export const reportTask = async (
  deps: Pick<SafetyHoldPorts, 'tasks' | 'reports' | 'newReportId' | 'countSafetyEvent'>,
  taskId: string,
  operatorId: string,
  request: { reason: ReportReason; details?: string },
  now: Date,
): Promise<Report> => {
  const at = now.toISOString();
  const report: Report = {
    report_id: deps.newReportId(),
    task_id: taskId,
    operator_id: operatorId,
    reason: request.reason,
    ...(request.details ? { details: request.details } : {}),
    reported_at: at,
  };
  for (let attempt = 1; ; attempt++) {
    const task = await deps.tasks.getTask(taskId);
    if (!task) throw taskErrors.taskNotFound();
    const effect = reportEffect(task, operatorId, now);
    if (effect === 'hidden') throw taskErrors.taskNotFound();
    if (effect === 'too_late') throw taskErrors.taskNotReportable();
    try {
      if (effect === 'count') {
        await deps.reports.recordReport(task, withReportCounted(task), report);
      } else {
        await deps.tasks.moveTask({
          taskId,
          trigger: effect,
          actor: { kind: 'operator', id: operatorId },
          now,
          changes: (current) => ({ hold: holdOf(REPORTED_HOLD, now), ...(effect === 'report_open' ? { reports: (current.reports ?? 0) + 1 } : {}) }),
          ...(effect === 'report_claimed' ? { clears: CLAIM_FIELDS } : {}),
          writes: () => deps.reports.reportWrite(report),
        });
      }
      // The agent's safety record, which staff see on its look-up: every report, and the hold one caused.
      await deps.countSafetyEvent(task.agent_id, { kind: 'report' }, at);
      if (effect !== 'count') await deps.countSafetyEvent(task.agent_id, { kind: 'hold' }, at);
      return report;
    } catch (error) {
      if (!(error instanceof ConditionFailed)) throw error;
      if (error.condition === 'not_reported') throw safetyHoldErrors.alreadyReported();
      // Another report (or a claim) changed the task first: decide again from what it left.
      if (error.condition !== 'task_unchanged' || attempt >= MAX_ATTEMPTS) throw error;
    }
  }
};
