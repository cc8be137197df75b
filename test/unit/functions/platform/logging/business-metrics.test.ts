import { beforeEach, describe, expect, it, vi } from 'vitest';
import { listDueChainWork } from '../../../../../functions/modules/deposits/store/chain-checks-store';
import type { Task } from '../../../../../functions/modules/tasks/domain/tasks';
import { getTask, listDueTasks, saveWithoutTransition } from '../../../../../functions/modules/tasks/store/tasks-store';
import { reviewProof } from '../../../../../functions/modules/tasks/use-cases/review-proof';
import { moveTask } from '../../../../../functions/modules/tasks/wiring/moves';
import { fireDueTimers } from '../../../../../functions/modules/timers/use-cases/fire-due-timers';
import { withLogContext } from '../../../../../functions/platform/logging/handler-context';
import { BUSINESS_METRICS, countMetric, flushMetrics } from '../../../../../functions/platform/logging/metrics';

// The use cases' only ways to the table: each test says what the store answers.
vi.mock('../../../../../functions/modules/tasks/wiring/moves', () => ({ moveTask: vi.fn() }));
vi.mock('../../../../../functions/modules/photos/store/photos-store', () => ({
  getTaskPhotos: vi.fn(async () => []),
  photosSharingABand: vi.fn(async () => ({ photos: [], complete: true })),
  recordPhotoHash: vi.fn(),
}));
vi.mock('../../../../../functions/modules/tasks/store/tasks-store', () => ({
  getTask: vi.fn(),
  listDueTasks: vi.fn(),
  saveWithoutTransition: vi.fn(),
  saveCallbacksDue: vi.fn(),
  oldestAppealedDispute: vi.fn(async () => undefined),
}));
// Nor any deposit or payout.
vi.mock('../../../../../functions/modules/operators/store/operators-store', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../../functions/modules/operators/store/operators-store')>()),
  oldestKycSubmission: vi.fn(async () => undefined),
}));
vi.mock('../../../../../functions/platform/table/query', () => ({ dueTimerEntries: vi.fn(async () => []) }));
vi.mock('../../../../../functions/modules/deposits/store/chain-checks-store', () => ({
  listDueChainWork: vi.fn(async () => []),
  takeChainRestart: vi.fn(),
}));

const NOW = new Date('2026-06-01T12:00:00.000Z');

const submitted = {
  task_id: 'tsk_1',
  agent_id: 'agt_1',
  title: 'Photograph the storefront',
  description: 'One photo of the door',
  task_type: 'PHOTO',
  task_domain: 'PHYSICAL',
  reward_cents: 1000,
  fee_cents: 100,
  escrow_cents: 1100,
  deadline: '2026-06-02T11:00:00.000Z',
  proof_requirements: ['door'],
  status: 'SUBMITTED',
  proof: { photos: [], notes: 'It was closed.', submittedAt: '2026-05-30T12:00:00.000Z' },
  version: 3,
  sandbox: false,
  created_at: '2026-05-30T11:00:00.000Z',
  updated_at: '2026-05-30T12:00:00.000Z',
} as Task;

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
  vi.resetAllMocks();
  flushMetrics();
});

describe('Business metrics, counted by the use cases', () => {
  it('the timer sweep counts each stalled step it starts again as ReconciledSteps, and none another sweep took', async () => {
    vi.mocked(listDueTasks).mockResolvedValue([submitted, { ...submitted, task_id: 'tsk_2' }]);
    vi.mocked(saveWithoutTransition).mockResolvedValueOnce(true).mockResolvedValueOnce(false);
    vi.mocked(listDueChainWork).mockResolvedValue([]);

    const records = await emitted(async () => {
      await fireDueTimers(NOW, { restart: vi.fn(), requeue: vi.fn(), restartChainWork: vi.fn() });
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
          { Name: BUSINESS_METRICS.reconciledSteps, Unit: 'Count' },
        ],
      },
    ]);
  });

  it('the proof review counts its stored decision by decision, and nothing when the agent decided first', async () => {
    vi.mocked(getTask).mockResolvedValue(submitted);
    vi.mocked(moveTask).mockResolvedValue({} as never);

    const decided = await emitted(() => reviewProof('tsk_1', NOW));

    expect(decided).toEqual([expect.objectContaining({ decision: 'MANUAL_REVIEW', GuardianDecisions: 1 })]);
    expect(decided[0]!._aws.CloudWatchMetrics[0]!.Dimensions).toEqual([['service', 'decision']]);
    vi.mocked(getTask).mockResolvedValue({ ...submitted, status: 'COMPLETED' });
    expect(await emitted(() => reviewProof('tsk_1', NOW))).toEqual([]);
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
