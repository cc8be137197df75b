/**
 * Operators' reports: one item per operator and task in the task's partition (safetyHoldsKeys.taskReport), put
 * only if absent ('not_reported'), so the same operator's second report fails whatever else races it.
 */
import * as z from 'zod/mini';
import { TABLE_NAME } from '../../../../platform/table/client';
import { type Contribution, contribution } from '../../../../platform/table/contribution';
import { queryAll } from '../../../../platform/table/query';
import { itemOf, parseItem } from '../../../../platform/table/read-item';
import { type TransactItem, transactWrite } from '../../../../platform/table/transactions';
import type { Task } from '../../tasks/domain';
import { taskWrites } from '../../tasks/store';
import { tasksKeys } from '../../tasks/store/keys';
import { REPORT_REASONS, type Report } from '../domain/reports';
import { safetyHoldsKeys } from './keys';

/** A report (safetyHoldsKeys.taskReport) as read back. */
const reportItem = itemOf<Report>()(() => ({
  report_id: z.string(),
  task_id: z.string(),
  operator_id: z.string(),
  reason: z.enum(REPORT_REASONS),
  details: z.optional(z.string()),
  reported_at: z.string(),
}));

/** The report's put: only if the operator has not reported the task yet. */
const reportPut = (report: Report): TransactItem => ({
  Put: {
    TableName: TABLE_NAME,
    Item: { ...safetyHoldsKeys.taskReport(report.task_id, report.operator_id), ...report },
    ConditionExpression: 'attribute_not_exists(pk)',
  },
  condition: 'not_reported',
});

/** The report, in the transaction of what it does to the task (its 'not_reported' fails as ConditionFailed, which the report's use case answers). */
export const reportWrite = (report: Report): Contribution => contribution([reportPut(report)]);

/** A report counted on the task (`next`, conditioned on the task as read: 'task_unchanged' when it moved on). */
export const recordReport = async (task: Task, next: Task, report: Report): Promise<void> => {
  await transactWrite([...taskWrites(task, next), reportPut(report)]);
};

/** A task's reports, oldest first. */
export const listReports = async (taskId: string): Promise<Report[]> => {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :report)',
    ExpressionAttributeValues: { ':pk': tasksKeys.task(taskId).pk, ':report': safetyHoldsKeys.taskReportPrefix },
  });
  return items.map((item) => parseItem(reportItem, item)).sort((a, b) => a.reported_at.localeCompare(b.reported_at));
};
