import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Task } from '../../../../../../functions/modules/tasks/domain/tasks';
import { getTask, listDueTasks, saveWithoutTransition } from '../../../../../../functions/modules/tasks/store/tasks-store';
import { finalizeTask } from '../../../../../../functions/modules/tasks/use-cases/finalize-task';
import { reviewProof } from '../../../../../../functions/modules/tasks/use-cases/review-proof';
import { moveTask } from '../../../../../../functions/modules/tasks/wiring/moves';
import { handler as sandboxStep } from '../../../../../../functions/modules/tasks/workflow/sandbox-step';
import { fireDueTimers } from '../../../../../../functions/modules/timers/use-cases/fire-due-timers';
import { errors } from '../../../../../../functions/platform/kernel/errors';

// The steps' only way to the table, so each test says what the store answers.
vi.mock('../../../../../../functions/modules/tasks/wiring/moves', () => ({ moveTask: vi.fn() }));
vi.mock('../../../../../../functions/modules/photos/store/photos-store', () => ({
  getTaskPhotos: vi.fn(async () => []),
  photosSharingABand: vi.fn(async () => ({ photos: [], complete: true })),
  recordPhotoHash: vi.fn(),
}));
vi.mock('../../../../../../functions/modules/tasks/store/tasks-store', () => ({
  getTask: vi.fn(),
  listDueTasks: vi.fn(),
  saveWithoutTransition: vi.fn(),
  saveCallbacksDue: vi.fn(),
  oldestAppealedDispute: vi.fn(async () => undefined),
}));
// Nor any deposit or payout.
vi.mock('../../../../../../functions/modules/operators/store/operators-store', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../../../functions/modules/operators/store/operators-store')>()),
  oldestKycSubmission: vi.fn(async () => undefined),
}));
vi.mock('../../../../../../functions/platform/table/query', () => ({ dueTimerEntries: vi.fn(async () => []) }));
vi.mock('../../../../../../functions/modules/deposits/store/chain-checks-store', () => ({
  listDueChainWork: vi.fn(async () => []),
  takeChainRestart: vi.fn(),
}));

const NOW = new Date('2026-06-01T12:00:00.000Z');

const task = (overrides: Partial<Task>): Task => ({
  task_id: 'tsk_1',
  agent_id: 'agt_1',
  title: 'Photograph the storefront',
  description: 'One photo of the door',
  task_type: 'PHOTO',
  task_domain: 'PHYSICAL',
  reward_cents: 1000,
  fee_cents: 100,
  escrow_cents: 1100,
  deadline: '2026-06-01T11:00:00.000Z',
  proof_requirements: ['door'],
  status: 'PENDING',
  version: 1,
  sandbox: false,
  created_at: '2026-05-30T12:00:00.000Z',
  updated_at: '2026-05-30T12:00:00.000Z',
  ...overrides,
});

const submitted = task({ status: 'SUBMITTED', proof: { photos: ['https://example.com/1.jpg'], notes: 'done', submittedAt: NOW.toISOString() } });

/** A failure that does not mean "the task moved on": the step must not end quietly on it. */
const otherFailure = () => errors.insufficientEscrowBalance();

beforeEach(() => vi.resetAllMocks());

describe('Workflow steps facing a refused transition', () => {
  it('finalize returns the task as it stands when the transition is refused', async () => {
    const completed = task({ status: 'COMPLETED' });
    vi.mocked(moveTask).mockRejectedValue(errors.taskNotFinalizable());
    vi.mocked(getTask).mockResolvedValue(completed);
    await expect(finalizeTask('tsk_1', NOW)).resolves.toBe(completed);
  });

  it('finalize fails on any other domain error', async () => {
    vi.mocked(moveTask).mockRejectedValue(otherFailure());
    await expect(finalizeTask('tsk_1', NOW)).rejects.toThrow('Insufficient balance for escrow');
  });

  it('finalize fails when the task does not exist', async () => {
    vi.mocked(moveTask).mockRejectedValue(errors.taskNotFound());
    await expect(finalizeTask('tsk_1', NOW)).rejects.toThrow('Task not found');
  });

  it('the proof review skips a task the agent decided first', async () => {
    vi.mocked(getTask).mockResolvedValue(submitted);
    vi.mocked(moveTask).mockRejectedValue(errors.taskNotReviewable());
    await expect(reviewProof('tsk_1', NOW)).resolves.toBe('SKIPPED');
  });

  it('the proof review fails on any other domain error', async () => {
    vi.mocked(getTask).mockResolvedValue(submitted);
    vi.mocked(moveTask).mockRejectedValue(otherFailure());
    await expect(reviewProof('tsk_1', NOW)).rejects.toThrow('Insufficient balance for escrow');
  });

  it('the timer sweep leaves a task that moved on alone', async () => {
    vi.mocked(listDueTasks).mockResolvedValue([task({})]);
    vi.mocked(moveTask).mockRejectedValue(errors.taskNotCancellable());
    await expect(fireDueTimers(NOW, { restart: vi.fn(), requeue: vi.fn(), restartChainWork: vi.fn() })).resolves.toEqual({
      fired: 0,
      resumed: 0,
      requeued: 0,
      restartedChainWork: 0,
    });
  });

  it('the timer sweep starts a stalled review again once, counting the restart on the task first', async () => {
    vi.mocked(listDueTasks).mockResolvedValue([submitted]);
    vi.mocked(saveWithoutTransition).mockResolvedValue(true);
    const restart = vi.fn();
    await expect(fireDueTimers(NOW, { restart, requeue: vi.fn(), restartChainWork: vi.fn() })).resolves.toEqual({
      fired: 0,
      resumed: 1,
      requeued: 0,
      restartedChainWork: 0,
    });
    expect(saveWithoutTransition).toHaveBeenCalledWith(submitted, expect.objectContaining({ resumes: 1, version: 2 }));
    expect(restart).toHaveBeenCalledWith('review', submitted, 1);
  });

  it('the timer sweep leaves a stalled step another sweep already restarted', async () => {
    vi.mocked(listDueTasks).mockResolvedValue([submitted]);
    vi.mocked(saveWithoutTransition).mockResolvedValue(false);
    const restart = vi.fn();
    await expect(fireDueTimers(NOW, { restart, requeue: vi.fn(), restartChainWork: vi.fn() })).resolves.toEqual({
      fired: 0,
      resumed: 0,
      requeued: 0,
      restartedChainWork: 0,
    });
    expect(restart).not.toHaveBeenCalled();
  });

  it('the timer sweep fails on any other domain error', async () => {
    vi.mocked(listDueTasks).mockResolvedValue([task({})]);
    vi.mocked(moveTask).mockRejectedValue(otherFailure());
    await expect(fireDueTimers(NOW, { restart: vi.fn(), requeue: vi.fn(), restartChainWork: vi.fn() })).rejects.toThrow(
      'Insufficient balance for escrow',
    );
  });

  it('a sandbox run stops when its task moved on', async () => {
    vi.mocked(getTask).mockResolvedValue(task({ sandbox: true, status: 'CANCELLED' }));
    vi.mocked(moveTask).mockRejectedValue(errors.taskNotStartable());
    await expect(sandboxStep({ taskId: 'tsk_1', step: 'start', stepSeconds: 5 })).resolves.toMatchObject({ outcome: 'STOPPED' });
  });

  it('a sandbox run fails on any other domain error', async () => {
    vi.mocked(getTask).mockResolvedValue(task({ sandbox: true, status: 'ACCEPTED' }));
    vi.mocked(moveTask).mockRejectedValue(otherFailure());
    await expect(sandboxStep({ taskId: 'tsk_1', step: 'start', stepSeconds: 5 })).rejects.toThrow('Insufficient balance for escrow');
  });
});
