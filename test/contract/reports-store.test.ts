import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Report } from '../../functions/contexts/work/safety-holds/domain/reports';
import type { SafetyHoldPorts } from '../../functions/contexts/work/safety-holds/ports';
import { safetyHolds } from '../../functions/contexts/work/safety-holds/wiring/api';
import type { Task } from '../../functions/contexts/work/tasks/domain/tasks';
import { contractSides, refusalOf } from '../support/contract-sides';
import { placeTask } from '../support/contract-table';
import { FakeSafetyHolds } from '../support/fakes/safety-holds';
import { aTask } from '../support/task-fixture';

interface Reports {
  reports: SafetyHoldPorts['reports'];
  getTask: SafetyHoldPorts['tasks']['getTask'];
  place(task: Task): Promise<Task>;
}

const sides = contractSides<Reports>({
  fake: () => {
    const holds = new FakeSafetyHolds();
    return {
      reports: holds.reports,
      getTask: holds.tasks.getTask,
      place: async (task) => holds.table.add({ ...task, version: task.version + 1 }),
    };
  },
  'DynamoDB Local': () => ({ reports: safetyHolds.reports, getTask: safetyHolds.tasks.getTask, place: placeTask }),
});

const AT = '2026-11-29T11:00:00.000Z';

describe.each(sides)('The reports store (%s)', (_side, make) => {
  const { reports, getTask, place } = make();
  /** A task of a new agent: cancelled, so that nothing else in the run finds it open (the store counts reports whatever the status). */
  const aReportedTask = () =>
    place(
      aTask({
        task_id: `tsk_${randomUUID()}`,
        agent_id: `agt_contract_${randomUUID()}`,
        status: 'CANCELLED',
        escrow_cents: 0,
        created_at: AT,
        updated_at: AT,
      }),
    );
  const aReport = (task: Task, reportedAt = AT, operatorId = `op_contract_${randomUUID()}`): Report => ({
    report_id: `rep_${randomUUID()}`,
    task_id: task.task_id,
    operator_id: operatorId,
    reason: 'unsafe',
    details: 'A ladder on a roof',
    reported_at: reportedAt,
  });
  const counted = (task: Task): Task => ({ ...task, version: task.version + 1, title: `${task.title} (reported)` });

  it('counts one report per operator and task, and lists a task’s reports oldest first', async () => {
    const task = await aReportedTask();
    const later = aReport(task, '2026-11-29T11:30:00.000Z');
    await reports.recordReport(task, counted(task), later);
    const read = (await getTask(task.task_id))!;
    expect(read.title).toBe(`${task.title} (reported)`);
    expect(await refusalOf(reports.recordReport(read, counted(read), aReport(read, AT, later.operator_id)))).toEqual({
      condition: 'not_reported',
    });
    const earlier = aReport(read, '2026-11-29T11:10:00.000Z');
    await reports.recordReport(read, counted(read), earlier);
    expect(await reports.listReports(task.task_id)).toEqual([earlier, later]);
    expect(await reports.listReports(`tsk_${randomUUID()}`)).toEqual([]);
  });

  it('refuses a report counted on a task that moved on since it was read, first of all, and writes no report', async () => {
    const task = await aReportedTask();
    const first = aReport(task);
    await reports.recordReport(task, counted(task), first);
    // Read before the first report: the task's condition comes before the report's in the transaction.
    expect(await refusalOf(reports.recordReport(task, counted(task), aReport(task)))).toEqual({ condition: 'task_unchanged' });
    expect(await refusalOf(reports.recordReport(task, counted(task), aReport(task, AT, first.operator_id)))).toEqual({
      condition: 'task_unchanged',
    });
    expect(await reports.listReports(task.task_id)).toEqual([first]);
  });
});
