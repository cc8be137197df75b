import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RulesGuardian } from '../../../../../functions/adapters/guardian/rules-guardian';
import { fireDueTimers } from '../../../../../functions/contexts/edge/sweep/use-cases/fire-due-timers';
import type { Task } from '../../../../../functions/contexts/work/tasks/domain/tasks';
import { reviewProof } from '../../../../../functions/contexts/work/tasks/use-cases/review-proof';
import { withLogContext } from '../../../../../functions/platform/logging/handler-context';
import { BUSINESS_METRICS, countMetric, flushMetrics } from '../../../../../functions/platform/logging/metrics';
import { recordingActions, timerSweepOn } from '../../../../support/fakes/sweep';
import { FakeTaskTable, proofReviewOn } from '../../../../support/fakes/tasks';
import { aTask } from '../../../../support/task-fixture';

const NOW = new Date('2026-11-28T12:00:00.000Z');

/** Submitted two days ago with no photo and never reviewed: its review is stalled, and the rules reviewer is unsure of it. */
const submitted = (taskId: string): Task =>
  aTask({
    task_id: taskId,
    status: 'SUBMITTED',
    operator: { id: 'op_1', name: 'Olga', rating: 5 },
    deadline: '2026-11-30T12:00:00.000Z',
    proof: { photos: [], notes: 'It was closed.', submittedAt: '2026-11-26T11:00:00.000Z' },
    updated_at: '2026-11-26T11:00:00.000Z',
  });

type Emf = Record<string, unknown> & { _aws: { CloudWatchMetrics: { Namespace: string; Dimensions: string[][] }[] } };

/** The EMF lines written to stdout while `run` runs (the Lambda runtime ships them to CloudWatch). */
const emitted = async (run: () => Promise<unknown>): Promise<Emf[]> => {
  const lines: string[] = [];
  const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    lines.push(String(chunk));
    return true;
  });
  try {
    await run().catch(() => undefined);
  } finally {
    write.mockRestore();
  }
  return lines.filter((line) => line.startsWith('{"_aws":')).map((line) => JSON.parse(line) as Emf);
};

beforeEach(() => {
  flushMetrics();
});

describe('Business metrics, counted by the use cases', () => {
  it('the timer sweep counts each stalled step it starts again as ReconciledSteps, and none another sweep took', async () => {
    const table = new FakeTaskTable();
    table.add(submitted('tsk_1'));
    table.add(submitted('tsk_2'));
    // Another sweep counts tsk_2's restart between this sweep's read and its write.
    const ports = timerSweepOn(table, [], {
      saveWithoutTransition: async (task, next) => {
        if (task.task_id === 'tsk_2') table.items.set('tsk_2', { ...table.task('tsk_2'), resumes: 1, version: task.version + 1 });
        return table.saveWithoutTransition(task, next);
      },
    });

    const records = await emitted(async () => {
      await fireDueTimers(ports, NOW, recordingActions().actions);
      flushMetrics();
    });

    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ service: 'handoff', ReconciledSteps: 1 });
    expect(records[0]!._aws.CloudWatchMetrics).toEqual([
      {
        Namespace: 'Handoff',
        Dimensions: [['service']],
        // Every sweep also records how long the back office's queues have waited (0: nothing waits).
        Metrics: [
          { Name: BUSINESS_METRICS.oldestAppealedDisputeHours, Unit: 'Count' },
          { Name: BUSINESS_METRICS.oldestKycWaitHours, Unit: 'Count' },
          { Name: BUSINESS_METRICS.oldestHeldTaskHours, Unit: 'Count' },
          { Name: BUSINESS_METRICS.reconciledSteps, Unit: 'Count' },
        ],
      },
    ]);
  });

  it('the proof review counts its stored decision by decision, and nothing when the agent decided first', async () => {
    const table = new FakeTaskTable();
    table.add(submitted('tsk_1'));
    const ports = proofReviewOn(table, new RulesGuardian());

    const decided = await emitted(() => reviewProof(ports, 'tsk_1', NOW));

    expect(decided).toEqual([expect.objectContaining({ decision: 'MANUAL_REVIEW', GuardianDecisions: 1 })]);
    expect(decided[0]!._aws.CloudWatchMetrics[0]!.Dimensions).toEqual([['service', 'decision']]);
    // Now in MANUAL_REVIEW: the agent's turn, so a second review decides nothing.
    expect(await emitted(() => reviewProof(ports, 'tsk_1', NOW))).toEqual([]);
  });
});

describe('withLogContext writes what its invocation counted, once, when it ends', () => {
  it('in one EMF line, after a success and after a failure, and nothing when nothing was counted', async () => {
    const step = withLogContext(async (event: { fail: boolean }) => {
      countMetric(BUSINESS_METRICS.tasksCompleted);
      countMetric(BUSINESS_METRICS.moneyReleased, 1100);
      if (event.fail) throw new Error('step failed');
      return 'done';
    });
    for (const fail of [false, true]) {
      const records = await emitted(() => step({ fail }));
      expect(records).toEqual([expect.objectContaining({ TasksCompleted: 1, MoneyReleased: 1100 })]);
    }
    expect(await emitted(() => withLogContext(async () => 'quiet')(undefined))).toEqual([]);
  });
});
