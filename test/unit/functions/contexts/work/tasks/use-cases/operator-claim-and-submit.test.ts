import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { operatorErrors } from '../../../../../../../functions/contexts/accounts/operators/errors';
import type { Photo } from '../../../../../../../functions/contexts/work/photos/ports';
import type { Task } from '../../../../../../../functions/contexts/work/tasks/domain/tasks';
import type { ProofSubmissionPorts, TaskClaimPorts } from '../../../../../../../functions/contexts/work/tasks/ports';
import { acceptTask } from '../../../../../../../functions/contexts/work/tasks/use-cases/accept-task';
import { submitProof } from '../../../../../../../functions/contexts/work/tasks/use-cases/submit-proof';
import { ConditionFailed } from '../../../../../../../functions/platform/kernel/conditions';
import { contribution } from '../../../../../../../functions/platform/table/contribution';
import type { TransactItem } from '../../../../../../../functions/platform/table/transactions';
import { aPhoto } from '../../../../../../support/fakes/photos';
import { FakeTaskTable } from '../../../../../../support/fakes/tasks';
import { refusalOf } from '../../../../../../support/refusals';
import { aTask } from '../../../../../../support/task-fixture';

const now = new Date('2026-11-26T12:00:00.000Z');
const ada = { operator_id: 'op_1', name: 'Ada', rating: 4.5 };

/** An operator is approved unless named in `refused`. */
const approval =
  (refused: string[] = []) =>
  async (operatorId: string) => {
    if (refused.includes(operatorId)) throw operatorErrors.kycRequired();
    return { ...ada, operator_id: operatorId };
  };

const seatWrite = (task: Task, operatorId: string, at: string): TransactItem => ({
  Put: { TableName: 't', Item: { pk: `SEAT#${task.batch_id}#${operatorId}`, claimed_at: at } },
});

const claimsOn = (table: FakeTaskTable, refused: string[] = []): TaskClaimPorts => ({
  moveTask: table.moveTask,
  approvedOperator: approval(refused),
  seatClaim: (task, operatorId, at) => contribution([seatWrite(task, operatorId, at)]),
});

describe("an operator's claim", () => {
  it('claims an open task with the estimate, the approval window, and the operator as the agent will see them', async () => {
    const table = new FakeTaskTable();
    table.add(aTask());
    const task = await acceptTask(claimsOn(table), 'tsk_1', 'op_1', { estimate_hours: 2, estimate_note: 'after lunch' }, now);
    expect(task).toMatchObject({
      status: 'ESTIMATE_PENDING',
      operator: { id: 'op_1', name: 'Ada', rating: 4.5 },
      estimate_minutes: 120,
      estimate_note: 'after lunch',
      claimed_at: now.toISOString(),
      approval_deadline: '2026-11-27T12:00:00.000Z',
    });
    expect(table.openClaims.get('op_1')).toEqual(new Set(['tsk_1']));
  });

  it('refuses an operator without approved KYC, and a second claim of a claimed task, moving nothing', async () => {
    const table = new FakeTaskTable();
    table.add(aTask());
    await expect(acceptTask(claimsOn(table, ['op_2']), 'tsk_1', 'op_2', { estimate_minutes: 30 }, now)).rejects.toThrow('KYC verification required');
    expect(table.task('tsk_1').status).toBe('PENDING');
    await acceptTask(claimsOn(table), 'tsk_1', 'op_1', { estimate_minutes: 30 }, now);
    await expect(acceptTask(claimsOn(table), 'tsk_1', 'op_3', { estimate_minutes: 30 }, now)).rejects.toThrow('Task not found or already claimed');
    expect(table.task('tsk_1').operator?.id).toBe('op_1');
  });

  it('answers 410 Task has expired to a claim after the deadline, before the timer has cancelled the task, moving nothing', async () => {
    const table = new FakeTaskTable();
    table.add(aTask({ deadline: new Date(now.getTime() - 1000).toISOString() }));
    await expect(acceptTask(claimsOn(table), 'tsk_1', 'op_1', { estimate_minutes: 30 }, now)).rejects.toMatchObject({
      name: 'GoneError',
      message: 'Task has expired',
    });
    expect(table.task('tsk_1').status).toBe('PENDING');
    expect(table.openClaims.get('op_1')).toBeUndefined();
  });

  it('refuses an estimate of no time, or one past the deadline', async () => {
    const table = new FakeTaskTable();
    table.add(aTask());
    await expect(acceptTask(claimsOn(table), 'tsk_1', 'op_1', {}, now)).rejects.toThrow(/at least 1 minute/i);
    await expect(acceptTask(claimsOn(table), 'tsk_1', 'op_1', { estimate_days: 2 }, now)).rejects.toThrow(/deadline/);
    expect(table.task('tsk_1').status).toBe('PENDING');
  });

  it.each([
    [{ estimate_minutes: 0 }, 'estimate must total at least 1 minute'],
    [{ estimate_days: 4 }, 'estimate must not exceed the 1440 minutes left before the deadline'],
  ])('answers 400 to the estimate %j, moving nothing', async (estimate, message) => {
    const table = new FakeTaskTable();
    table.add(aTask());
    expect(await refusalOf(() => acceptTask(claimsOn(table), 'tsk_1', 'op_1', estimate, now))).toEqual({ status: 400, body: { error: message } });
    expect(table.task('tsk_1').status).toBe('PENDING');
  });

  it('answers 404 Task not found or already claimed to a claim of a claimed or a sandbox task', async () => {
    const table = new FakeTaskTable();
    table.add(aTask({ status: 'ESTIMATE_PENDING', operator: { id: 'op_1', name: 'Ada', rating: 4.5 }, claimed_at: now.toISOString() }));
    table.add(aTask({ task_id: 'tsk_sandbox', sandbox: true }));
    for (const taskId of ['tsk_1', 'tsk_sandbox']) {
      expect(await refusalOf(() => acceptTask(claimsOn(table), taskId, 'op_2', { estimate_minutes: 45 }, now))).toEqual({
        status: 404,
        body: { error: 'Task not found or already claimed' },
      });
    }
    expect(table.task('tsk_sandbox').status).toBe('PENDING');
  });

  it("takes the operator's seat of a batch in the claim's own transaction, and answers 409 when they hold another", async () => {
    const table = new FakeTaskTable();
    table.add(aTask({ batch_id: 'batch_1' }));
    table.add(aTask({ task_id: 'tsk_2', batch_id: 'batch_1' }));
    await acceptTask(claimsOn(table), 'tsk_1', 'op_1', { estimate_minutes: 30 }, now);
    expect(table.alsoWritten).toEqual([seatWrite(aTask({ batch_id: 'batch_1' }), 'op_1', now.toISOString())]);
    table.beforeWrite = () => {
      throw new ConditionFailed('seat_unheld', undefined, 1);
    };
    await expect(acceptTask(claimsOn(table), 'tsk_2', 'op_1', { estimate_minutes: 30 }, now)).rejects.toThrow(
      'You already hold a task of this batch',
    );
    expect(table.task('tsk_2').status).toBe('PENDING');
  });
});

/** A table holding `task` claimed by op_1 and in progress, with op_1's uploads ph_1 and ph_2 (and op_2's ph_9). */
const submissionOn = (task: Partial<Task> = {}, refused: string[] = []) => {
  const table = new FakeTaskTable();
  table.add(aTask({ status: 'IN_PROGRESS', operator: { id: 'op_1', name: 'Ada', rating: 5 }, claimed_at: now.toISOString(), ...task }));
  const photos = new Map<string, Photo>(
    [aPhoto('tsk_1', 'ph_1'), aPhoto('tsk_1', 'ph_2'), aPhoto('tsk_1', 'ph_9', { operator_id: 'op_2' })].map((photo) => [photo.photo_id, photo]),
  );
  const fixed: string[][] = [];
  const deps: ProofSubmissionPorts = {
    tasks: table,
    moveTask: table.moveTask,
    approvedOperator: approval(refused),
    photos: { getTaskPhotos: async (taskId, ids) => ids.flatMap((id) => (photos.get(id)?.task_id === taskId ? [photos.get(id)!] : [])) },
    fixEvidence: async (taskId, named) => {
      fixed.push(named.map((photo) => photo.photo_id));
      return contribution(named.map((photo) => ({ Put: { TableName: 't', Item: { pk: `EVIDENCE#${taskId}#${photo.photo_id}` } } })));
    },
  };
  return { table, deps, fixed };
};

describe("an operator's submit of proof", () => {
  it("submits the claimant's named photos, fixing their evidence in the submit's own transaction", async () => {
    const { table, deps } = submissionOn();
    const task = await submitProof(deps, 'tsk_1', 'op_1', { photos: ['ph_2', 'ph_1'], notes: 'Open, door photographed' }, now);
    expect(task).toMatchObject({
      status: 'SUBMITTED',
      submitted_at: now.toISOString(),
      proof: { photos: ['ph_2', 'ph_1'], notes: 'Open, door photographed', submittedAt: now.toISOString() },
    });
    expect(table.alsoWritten.map((item) => item.Put?.Item?.pk)).toEqual(['EVIDENCE#tsk_1#ph_2', 'EVIDENCE#tsk_1#ph_1']);
  });

  it("refuses a photo named twice, another operator's photo and one never uploaded, fixing nothing", async () => {
    for (const [photos, message] of [
      [['ph_1', 'ph_1'], 'Duplicate photo: ph_1'],
      [['ph_1', 'ph_9'], 'Unknown photo: ph_9'],
      [['ph_404'], 'Unknown photo: ph_404'],
    ] as const) {
      const { table, deps, fixed } = submissionOn();
      await expect(submitProof(deps, 'tsk_1', 'op_1', { photos: [...photos], notes: '' }, now)).rejects.toThrow(message);
      expect([table.task('tsk_1').status, fixed]).toEqual(['IN_PROGRESS', []]);
    }
  });

  it('reads the task for its move while the photos are fixed, and commits only once they are', async () => {
    const { table, deps } = submissionOn();
    const steps: string[] = [];
    let fixedAll: () => void = () => undefined;
    const fixing = new Promise<void>((resolve) => {
      fixedAll = resolve;
    });
    const submitted = submitProof(
      {
        ...deps,
        tasks: { getTask: async (taskId) => table.getTask(taskId) },
        moveTask: (request) => {
          steps.push('move begun');
          return table.moveTask(request);
        },
        fixEvidence: async (taskId, named) => {
          steps.push('fixing');
          await fixing;
          steps.push('fixed');
          return deps.fixEvidence(taskId, named);
        },
      },
      'tsk_1',
      'op_1',
      { photos: ['ph_1'], notes: '' },
      now,
    );
    await new Promise((resolve) => setImmediate(resolve));
    // Both under way, neither done: the photos not yet fixed, the task not yet moved.
    expect([[...steps].sort(), table.task('tsk_1').status]).toEqual([['fixing', 'move begun'], 'IN_PROGRESS']);
    fixedAll();
    expect(await submitted).toMatchObject({ status: 'SUBMITTED' });
    expect(table.alsoWritten.map((item) => item.Put?.Item?.pk)).toEqual(['EVIDENCE#tsk_1#ph_1']);
  });

  it("answers a photo's refusal before the move's, as when the photos were fixed before the move began", async () => {
    const { deps } = submissionOn();
    const refusing: ProofSubmissionPorts = {
      ...deps,
      moveTask: async () => {
        throw new Error('the move refused');
      },
      fixEvidence: async () => {
        await new Promise((resolve) => setImmediate(resolve));
        throw new Error('Unknown photo: ph_1');
      },
    };
    await expect(submitProof(refusing, 'tsk_1', 'op_1', { photos: ['ph_1'], notes: '' }, now)).rejects.toThrow('Unknown photo: ph_1');
  });

  it("answers anyone but the claimant with the transition's 404, learning nothing of the task and fixing nothing", async () => {
    const { deps, fixed } = submissionOn({ result_schema: { type: 'object', properties: { open: { type: 'boolean' } }, required: ['open'] } });
    await expect(submitProof(deps, 'tsk_1', 'op_2', { photos: ['ph_9'], notes: '' }, now)).rejects.toThrow(
      'Task not found or not in submittable status',
    );
    expect(fixed).toEqual([]);
  });

  it('refuses an operator whose KYC is no longer approved', async () => {
    const { table, deps } = submissionOn({}, ['op_1']);
    await expect(submitProof(deps, 'tsk_1', 'op_1', { photos: ['ph_1'], notes: '' }, now)).rejects.toThrow('KYC verification required');
    expect(table.task('tsk_1').status).toBe('IN_PROGRESS');
  });

  it('takes a result only for a task with a result_schema, and only one matching it', async () => {
    const schema = { type: 'object' as const, properties: { open: { type: 'boolean' as const } }, required: ['open'] };
    const plain = submissionOn();
    await expect(submitProof(plain.deps, 'tsk_1', 'op_1', { photos: ['ph_1'], notes: '', result: { open: true } }, now)).rejects.toThrow(
      'result is only accepted for tasks with a result_schema',
    );
    const structured = submissionOn({ result_schema: schema });
    await expect(submitProof(structured.deps, 'tsk_1', 'op_1', { photos: ['ph_1'], notes: '' }, now)).rejects.toThrow('result is required');
    await expect(submitProof(structured.deps, 'tsk_1', 'op_1', { photos: ['ph_1'], notes: '', result: { open: 'yes' } }, now)).rejects.toThrow(
      'result does not match result_schema',
    );
    const task = await submitProof(structured.deps, 'tsk_1', 'op_1', { photos: ['ph_1'], notes: '', result: { open: true } }, now);
    expect(task.result).toEqual({ open: true });
  });

  it("encrypts a CREDENTIAL task's credential to the agent's key: the plaintext is never stored", async () => {
    const { publicKey } = generateKeyPairSync('ec', {
      namedCurve: 'P-256',
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    const credential = { username: 'handoff-bot', password: 'hunter2-secret' };
    const { table, deps } = submissionOn({ task_domain: 'CREDENTIAL', task_type: 'ACCOUNT_CREATION', agent_public_key: publicKey });
    await expect(submitProof(deps, 'tsk_1', 'op_1', { photos: [], notes: '' }, now)).rejects.toThrow('credential is required');
    const task = await submitProof(deps, 'tsk_1', 'op_1', { photos: [], notes: '', credential }, now);
    expect(task.encrypted_credential).toMatchObject({ ciphertext: expect.any(String), protected: expect.any(String) });
    expect(JSON.stringify(table.task('tsk_1'))).not.toContain('hunter2-secret');
    const physical = submissionOn();
    await expect(submitProof(physical.deps, 'tsk_1', 'op_1', { photos: ['ph_1'], notes: '', credential }, now)).rejects.toThrow(
      'credential is only accepted for CREDENTIAL tasks',
    );
  });
});
