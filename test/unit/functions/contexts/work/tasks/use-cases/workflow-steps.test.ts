import { describe, expect, it } from 'vitest';
import { RulesGuardian } from '../../../../../../../functions/adapters/guardian/rules-guardian';
import { accounts } from '../../../../../../../functions/contexts/money/ledger/domain/accounts';
import type { Guardian } from '../../../../../../../functions/contexts/work/tasks/domain/guardian';
import type { Task } from '../../../../../../../functions/contexts/work/tasks/domain/tasks';
import { taskErrors } from '../../../../../../../functions/contexts/work/tasks/errors';
import type { MoveTask, SandboxPorts } from '../../../../../../../functions/contexts/work/tasks/ports';
import { finalizeTask } from '../../../../../../../functions/contexts/work/tasks/use-cases/finalize-task';
import { reviewProof } from '../../../../../../../functions/contexts/work/tasks/use-cases/review-proof';
import { runSandboxStep, SANDBOX_OPERATOR } from '../../../../../../../functions/contexts/work/tasks/use-cases/run-sandbox-step';
import { nothingContributed } from '../../../../../../../functions/platform/table/contribution';
import { FakeTaskTable, finalizationOn, proofReviewOn } from '../../../../../../support/fakes/tasks';
import { aTask } from '../../../../../../support/task-fixture';

const NOW = new Date('2026-11-26T12:00:00.000Z');
const OPERATOR = { id: 'op_1', name: 'Olga', rating: 4.8 };

/** A failure that does not mean "the task moved on": a step must not end quietly on it. */
const failingMove: MoveTask = async () => {
  throw taskErrors.insufficientEscrowBalance(1);
};

/** A table holding `task`, its escrow funded as creation left it. */
const tableWith = (task: Task) => {
  const table = new FakeTaskTable();
  table.add(task);
  table.ledger.balances.set(accounts.agentEscrow(task.agent_id), task.escrow_cents);
  return table;
};

const submitted = (overrides: Partial<Task> = {}) =>
  aTask({
    status: 'SUBMITTED',
    operator: OPERATOR,
    claimed_at: '2026-11-26T10:30:00.000Z',
    submitted_at: '2026-11-26T11:00:00.000Z',
    proof: { photos: [], notes: 'Open, lights on.', submittedAt: '2026-11-26T11:00:00.000Z' },
    ...overrides,
  });

const guardianSaying = (decision: 'APPROVE' | 'UNSURE'): Guardian => ({
  review: async () => ({ decision, confidence: decision === 'APPROVE' ? 0.97 : 0.4, reasoning: `the model says ${decision}` }),
});

describe('finalizeTask (VERIFIED -> COMPLETED)', () => {
  it('releases the escrow to the operator and the fee to the platform, and asks for the batch consensus', async () => {
    const table = tableWith(submitted({ status: 'VERIFIED' }));
    const settled: Task[] = [];
    const task = await finalizeTask(finalizationOn(table, settled), 'tsk_1', NOW);
    expect(task).toMatchObject({ status: 'COMPLETED', completed_at: NOW.toISOString() });
    expect(table.ledger.balance(accounts.agentEscrow('agt_1'))).toBe(0);
    expect(table.ledger.balance(accounts.operatorPending('op_1'))).toBe(1_000);
    expect(settled.map((seat) => seat.status)).toEqual(['COMPLETED']);
  });

  it('answers the task as it stands when the agent finalized it first, and pays once', async () => {
    const table = tableWith(submitted({ status: 'VERIFIED' }));
    const ports = finalizationOn(table);
    await finalizeTask(ports, 'tsk_1', NOW);
    const again = await finalizeTask(ports, 'tsk_1', new Date(NOW.getTime() + 1000));
    expect(again).toMatchObject({ status: 'COMPLETED', completed_at: NOW.toISOString() });
    expect(table.ledger.balance(accounts.operatorPending('op_1'))).toBe(1_000);
    expect(table.ledger.entries.size).toBe(1);
  });

  it('fails on any other domain error, and when the task does not exist', async () => {
    const table = tableWith(submitted({ status: 'VERIFIED' }));
    await expect(finalizeTask({ ...finalizationOn(table), moveTask: failingMove }, 'tsk_1', NOW)).rejects.toThrow('Insufficient balance for escrow');
    await expect(finalizeTask(finalizationOn(table), 'tsk_none', NOW)).rejects.toThrow('Task not found');
  });
});

describe('reviewProof (the Guardian on submitted proof)', () => {
  it('verifies the task when the Guardian approves and every check passed, storing the verdict', async () => {
    const table = tableWith(submitted({ proof_requirements: [] }));
    await expect(reviewProof(proofReviewOn(table, guardianSaying('APPROVE')), 'tsk_1', NOW)).resolves.toBe('VERIFIED');
    expect(table.task('tsk_1')).toMatchObject({
      status: 'VERIFIED',
      verified_at: NOW.toISOString(),
      guardian_result: { decision: 'APPROVE', confidence: 0.97, checks: [], requirements: [] },
    });
  });

  it('sends the proof to the agent when the rules reviewer finds a requirement without a photo', async () => {
    const table = tableWith(submitted());
    await expect(reviewProof(proofReviewOn(table, new RulesGuardian()), 'tsk_1', NOW)).resolves.toBe('MANUAL_REVIEW');
    expect(table.task('tsk_1').guardian_result?.reasoning).toContain('requirement not met: "photo of the door"');
  });

  it('never approves with the rules reviewer where its approval is only advice (production)', async () => {
    const table = tableWith(submitted({ proof_requirements: [] }));
    const ports = proofReviewOn(table, guardianSaying('APPROVE'));
    await expect(reviewProof({ ...ports, settings: { ...ports.settings, approvalIsAdvice: true } }, 'tsk_1', NOW)).resolves.toBe('MANUAL_REVIEW');
  });

  it('asks no reviewer when the evidence alone sends the proof to the agent, and stores the rules verdict naming why', async () => {
    const table = tableWith(submitted());
    const asked: string[] = [];
    const model: Guardian = {
      review: async (proof) => {
        asked.push(proof.taskId);
        return { decision: 'APPROVE', confidence: 0.99, reasoning: 'the model says APPROVE' };
      },
    };
    await expect(reviewProof(proofReviewOn(table, model), 'tsk_1', NOW)).resolves.toBe('MANUAL_REVIEW');
    expect(asked).toEqual([]);
    expect(table.task('tsk_1')).toMatchObject({
      status: 'MANUAL_REVIEW',
      guardian_result: { decision: 'UNSURE', confidence: 0.4, requirements: [{ requirement: 'photo of the door', met: false, photo_ids: [] }] },
    });
    expect(table.task('tsk_1').guardian_result?.reasoning).toContain('requirement not met: "photo of the door"');
  });

  it('answers VERIFIED for a task verified already (an attempt that committed, then failed), so that its run finalizes it, deciding nothing again', async () => {
    const table = tableWith(submitted({ status: 'VERIFIED', version: 5 }));
    await expect(reviewProof(proofReviewOn(table, guardianSaying('UNSURE')), 'tsk_1', NOW)).resolves.toBe('VERIFIED');
    expect(table.task('tsk_1')).toMatchObject({ status: 'VERIFIED', version: 5 });
    expect(table.task('tsk_1').guardian_result).toBeUndefined();
  });

  it('skips a task that is no longer SUBMITTED, and one the agent decided while the Guardian looked', async () => {
    const table = tableWith(submitted({ status: 'COMPLETED' }));
    await expect(reviewProof(proofReviewOn(table, guardianSaying('APPROVE')), 'tsk_1', NOW)).resolves.toBe('SKIPPED');

    const raced = tableWith(submitted());
    raced.beforeWrite = () => {
      raced.items.set('tsk_1', { ...raced.task('tsk_1'), status: 'VERIFIED', version: 5 });
    };
    await expect(reviewProof(proofReviewOn(raced, guardianSaying('APPROVE')), 'tsk_1', NOW)).resolves.toBe('SKIPPED');
    expect(raced.task('tsk_1').guardian_result).toBeUndefined();
  });

  it('fails on any other domain error', async () => {
    const table = tableWith(submitted());
    const ports = { ...proofReviewOn(table, guardianSaying('APPROVE')), moveTask: failingMove };
    await expect(reviewProof(ports, 'tsk_1', NOW)).rejects.toThrow('Insufficient balance for escrow');
  });
});

describe('runSandboxStep (the simulated operator)', () => {
  const sandboxOn = (table: FakeTaskTable) => {
    const stored: string[] = [];
    const photos = new Map<string, Parameters<SandboxPorts['photos']['insertPhoto']>[0]>();
    const ports: SandboxPorts = {
      tasks: table,
      moveTask: table.moveTask,
      photos: {
        listTaskPhotos: async (taskId) => [...photos.values()].filter((photo) => photo.task_id === taskId),
        getTaskPhotos: async (taskId, ids) => ids.flatMap((id) => (photos.get(id)?.task_id === taskId ? [photos.get(id)!] : [])),
        insertPhoto: async (photo) => {
          photos.set(photo.photo_id, photo);
          return true;
        },
      },
      makePhoto: async (seed) => Buffer.from(seed),
      storePhoto: async (taskId, photoId) => {
        stored.push(`${taskId}/${photoId}`);
        return `photos/${taskId}/${photoId}`;
      },
      fixEvidence: async () => nothingContributed,
    };
    return { ports, stored };
  };
  const sandboxTask = (overrides: Partial<Task> = {}) => aTask({ sandbox: true, escrow_cents: 0, reward_cents: 1_000, fee_cents: 0, ...overrides });

  it('claims as the simulated operator, then submits a photo per requirement and a result that fits the schema', async () => {
    const table = tableWith(sandboxTask({ result_schema: { type: 'object', properties: { open: { type: 'boolean' } }, required: ['open'] } }));
    const { ports, stored } = sandboxOn(table);
    await expect(runSandboxStep(ports, 'tsk_1', 'claim', NOW)).resolves.toBe('CONTINUE');
    expect(table.task('tsk_1')).toMatchObject({ status: 'ESTIMATE_PENDING', operator: SANDBOX_OPERATOR });
    for (const step of ['approve', 'start', 'submit'] as const) await runSandboxStep(ports, 'tsk_1', step, NOW);
    const task = table.task('tsk_1');
    expect(task.status).toBe('SUBMITTED');
    expect(task.proof?.photos).toHaveLength(1);
    expect(stored).toEqual([`tsk_1/${task.proof!.photos[0]}`]);
    expect(typeof task.result?.open).toBe('boolean');
    // A retried step the task is already past is skipped: nothing is stored twice.
    await expect(runSandboxStep(ports, 'tsk_1', 'submit', NOW)).resolves.toBe('CONTINUE');
    expect(stored).toHaveLength(1);
  });

  it('stops when its task moved on (cancelled), and fails on any other domain error', async () => {
    const cancelled = tableWith(sandboxTask({ status: 'CANCELLED' }));
    await expect(runSandboxStep(sandboxOn(cancelled).ports, 'tsk_1', 'claim', NOW)).resolves.toBe('STOPPED');

    const pending = tableWith(sandboxTask());
    const ports = { ...sandboxOn(pending).ports, moveTask: failingMove };
    await expect(runSandboxStep(ports, 'tsk_1', 'claim', NOW)).rejects.toThrow('Insufficient balance for escrow');
  });

  it('ends the run of a task that is not a sandbox task', async () => {
    const table = tableWith(aTask());
    await expect(runSandboxStep(sandboxOn(table).ports, 'tsk_1', 'claim', NOW)).resolves.toBe('STOPPED');
    expect(table.task('tsk_1').status).toBe('PENDING');
  });
});
