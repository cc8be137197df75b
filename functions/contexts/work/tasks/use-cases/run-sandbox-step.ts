import { createHash } from 'node:crypto';
import { TransitionRefusedError } from '../../../../platform/kernel/errors';
import { nothingContributed } from '../../../../platform/table/contribution';
import { APPROVAL_WINDOW_MS } from '../../../accounts/operators/domain';
import { MAX_PHOTOS_PER_TASK } from '../../photos/domain';
import { encryptCredential } from '../domain/credentials';
import { syntheticResult } from '../domain/result-schemas';
import { SANDBOX_OUTCOME, type SandboxStep, simulatedMove } from '../domain/sandbox';
import { CLAIM_FIELDS, type Task } from '../domain/tasks';
import type { Trigger } from '../domain/transitions';
import type { SandboxPorts } from '../ports';

/** The simulated operator of every sandbox task. */
export const SANDBOX_OPERATOR = { id: 'op_sandbox', name: 'Sandbox Operator', rating: 5 };

const TRIGGERS: Record<SandboxStep, Trigger> = { claim: 'accept', approve: 'approve_estimate', start: 'start', submit: 'submit' };

/** The statuses of a sandbox run in order: the status each step leaves is the one at its index. */
const RUN: readonly Task['status'][] = ['PENDING', 'ESTIMATE_PENDING', 'ACCEPTED', 'IN_PROGRESS', 'SUBMITTED'];
const STEP_INDEX: Record<SandboxStep, number> = { claim: 0, approve: 1, start: 2, submit: 3 };

/** How long before the claim a doubtful proof's photos say they were taken: well past any clock skew allowed. */
const DOUBTFUL_PHOTO_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * Synthetic proof: a real, unique JPEG per requirement (its pattern seeded by the task id, GPS at
 * the task's location), stored through the same bucket and photo items as an operator's upload,
 * and notes. Taken now, it passes every evidence check; `doubtful`, its EXIF time is a day before
 * the claim, so the capture-time check fails and no Guardian approves. A retried step reuses what it stored.
 */
const syntheticProof = async (deps: SandboxPorts, task: Task, now: Date, doubtful: boolean) => {
  const takenAt = doubtful ? new Date(Date.parse(task.claimed_at ?? task.created_at) - DOUBTFUL_PHOTO_AGE_MS) : now;
  const stored = new Map((await deps.photos.listTaskPhotos(task.task_id)).map((photo) => [photo.requirement, photo.photo_id]));
  const photos: string[] = [];
  for (const [index] of task.proof_requirements.entries()) {
    const photoId = stored.get(index) ?? `ph_sandbox${createHash('sha256').update(`${task.task_id}#${index}`).digest('hex').slice(0, 24)}`;
    if (!stored.has(index)) {
      const seed = createHash('sha256').update(`${task.task_id}#${index}#pattern`).digest();
      const bytes = await deps.makePhoto(Buffer.concat([seed, createHash('sha256').update(seed).digest()]), takenAt, task.location);
      const objectKey = await deps.storePhoto(task.task_id, photoId, bytes);
      const recorded = await deps.photos.insertPhoto(
        {
          photo_id: photoId,
          task_id: task.task_id,
          operator_id: SANDBOX_OPERATOR.id,
          object_key: objectKey,
          content_type: 'image/jpeg',
          size_bytes: bytes.length,
          requirement: index,
          created_at: now.toISOString(),
        },
        MAX_PHOTOS_PER_TASK,
      );
      // More requirements than photos allowed: the rest stay without one, as for any operator.
      if (!recorded) break;
    }
    photos.push(photoId);
  }
  return { photos, notes: `Simulated operator: ${task.proof_requirements.join('; ')} - done.`, submittedAt: now.toISOString() };
};

const changesFor = async (deps: SandboxPorts, step: SandboxStep, task: Task, now: Date, doubtful: boolean): Promise<Partial<Task>> => {
  const at = now.toISOString();
  switch (step) {
    case 'claim':
      return {
        operator: SANDBOX_OPERATOR,
        estimate_minutes: 30,
        claimed_at: at,
        approval_deadline: new Date(now.getTime() + APPROVAL_WINDOW_MS).toISOString(),
      };
    case 'approve':
      return { accepted_at: at };
    case 'start':
      return { started_at: at };
    case 'submit': {
      const credential =
        task.task_domain === 'CREDENTIAL' && task.agent_public_key
          ? { encrypted_credential: await encryptCredential({ username: 'sandbox-user', password: 'sandbox-password' }, task.agent_public_key) }
          : {};
      const result = task.result_schema ? { result: syntheticResult(task.result_schema) } : {};
      return { submitted_at: at, proof: await syntheticProof(deps, task, now, doubtful), ...credential, ...result };
    }
  }
};

/**
 * One step of a sandbox task's simulated run (claim, approve, start, submit), each a real
 * transition that fires its callback, as the task's scenario plays it (contexts/work/tasks/domain/sandbox.ts): the step's
 * own move, proof that fails an evidence check, a withdrawn claim, or nothing (the run stops and
 * the task waits for its deadline). A step the task is already past (a run started again by the
 * sweep after the first one died) is skipped, so the new run picks up where the old one stopped.
 * STOPPED when the task is gone or moved off the run (cancelled, say): the run ends there.
 */
export const runSandboxStep = async (
  deps: SandboxPorts,
  taskId: string,
  step: SandboxStep,
  now: Date,
): Promise<(typeof SANDBOX_OUTCOME)[keyof typeof SANDBOX_OUTCOME]> => {
  const task = await deps.tasks.getTask(taskId);
  if (!task?.sandbox || task.sandbox_run_ended_at) return SANDBOX_OUTCOME.stopped;
  const move = simulatedMove(task, step);
  if (move === 'stop') return SANDBOX_OUTCOME.stopped;
  if (RUN.indexOf(task.status) > STEP_INDEX[step]) return SANDBOX_OUTCOME.continue;
  try {
    if (move === 'withdraw') {
      await deps.moveTask({
        taskId,
        trigger: 'withdraw_claim',
        actor: { kind: 'system' },
        now,
        clears: CLAIM_FIELDS,
        changes: () => ({ sandbox_run_ended_at: now.toISOString() }),
      });
      return SANDBOX_OUTCOME.stopped;
    }
    const changes = await changesFor(deps, step, task, now, move === 'submit_doubtful');
    // A simulated proof's evidence is fixed as an operator's is.
    const writes = changes.proof ? await deps.fixEvidence(taskId, await deps.photos.getTaskPhotos(taskId, changes.proof.photos)) : nothingContributed;
    await deps.moveTask({ taskId, trigger: TRIGGERS[step], actor: { kind: 'system' }, now, writes: () => writes, changes: () => changes });
  } catch (error) {
    if (error instanceof TransitionRefusedError) return SANDBOX_OUTCOME.stopped;
    throw error;
  }
  return SANDBOX_OUTCOME.continue;
};
