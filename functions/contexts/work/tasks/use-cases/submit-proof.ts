import { nothingContributed } from '../../../../platform/table/contribution';
import { photoErrors } from '../../photos/errors';
import { encryptCredential } from '../domain/credentials';
import { checkResult } from '../domain/result-checks';
import type { TaskResult } from '../domain/result-schemas';
import type { Task } from '../domain/tasks';
import { taskErrors } from '../errors';
import type { ProofSubmissionPorts } from '../ports';

export interface Proof {
  photos: string[];
  notes: string;
  credential?: Record<string, unknown>;
  /** The structured answer to the task's result_schema. */
  result?: Record<string, unknown>;
}

/** A task with a result_schema takes a result that matches it; any other task takes none. */
const checkedResult = (task: Task, result: Record<string, unknown> | undefined): TaskResult | undefined => {
  if (!task.result_schema) {
    if (result !== undefined) throw taskErrors.resultNotExpected();
    return undefined;
  }
  if (result === undefined) throw taskErrors.resultRequired();
  return checkResult(task.result_schema, result);
};

/** A CREDENTIAL task's credential, encrypted to the agent's key; other tasks take none. */
const sealCredential = async (task: Task, credential: Record<string, unknown> | undefined) => {
  if (task.task_domain !== 'CREDENTIAL') {
    if (credential) throw taskErrors.credentialNotExpected();
    return undefined;
  }
  if (!credential) throw taskErrors.credentialRequired();
  return encryptCredential(credential, task.agent_public_key!);
};

/**
 * Each named photo must be named once, be this operator's upload for this task, and have arrived;
 * its bytes are then fixed as the evidence (fixEvidence), whose writes go into the submit's move.
 */
const fixNamedPhotos = async (deps: ProofSubmissionPorts, taskId: string, operatorId: string, photoIds: string[]) => {
  const repeated = photoIds.find((photoId, index) => photoIds.indexOf(photoId) !== index);
  if (repeated !== undefined) throw taskErrors.duplicatePhoto(repeated);
  const found = new Map((await deps.photos.getTaskPhotos(taskId, photoIds)).map((photo) => [photo.photo_id, photo]));
  const foreign = photoIds.find((photoId) => found.get(photoId)?.operator_id !== operatorId);
  if (foreign !== undefined) throw photoErrors.unknownPhoto(foreign);
  return deps.fixEvidence(
    taskId,
    photoIds.map((photoId) => found.get(photoId)!),
  );
};

/**
 * The operator (KYC approved) submits proof of the work (the SUBMITTED event then starts the Guardian's review):
 * 1. a CREDENTIAL task's credential is encrypted to the agent's key before anything is written,
 *    so the plaintext never reaches the table or the logs (only the claimant learns what the
 *    task needs: anyone else gets the transition's 404);
 *    A task with a result_schema needs a `result` matching it (400 with the JSON pointer), any other none;
 * 2. the claimant's photos must be distinct (400 `Duplicate photo: <id>`) uploads of this task that
 *    arrived (400 `Unknown photo: <value>`); their bytes are fixed as the evidence;
 * 3. IN_PROGRESS -> SUBMITTED with the proof (its photos are photo ids), in one transaction with the
 *    photos' evidence records; their images' claims (the first proof to name an image holds it) are
 *    plain writes made just before it. The move reads and plans while the photos are fixed, and
 *    commits only once every object is written.
 */
export const submitProof = async (deps: ProofSubmissionPorts, taskId: string, operatorId: string, proof: Proof, now: Date): Promise<Task> => {
  await deps.approvedOperator(operatorId);
  const current = await deps.tasks.getTask(taskId);
  const claimed = current?.operator?.id === operatorId ? current : undefined;
  const result = claimed ? checkedResult(claimed, proof.result) : undefined;
  const encrypted = claimed ? await sealCredential(claimed, proof.credential) : undefined;
  const fixing =
    claimed && (claimed.status === 'ACCEPTED' || claimed.status === 'IN_PROGRESS')
      ? fixNamedPhotos(deps, taskId, operatorId, proof.photos)
      : Promise.resolve(nothingContributed);
  const submittedAt = now.toISOString();
  // The move reads the task while the photos are fixed and commits only once they are.
  const [fixed, moved] = await Promise.allSettled([
    fixing,
    deps.moveTask({
      taskId,
      trigger: 'submit',
      actor: { kind: 'operator', id: operatorId },
      now,
      writes: () => fixing,
      changes: () => ({
        submitted_at: submittedAt,
        proof: { photos: proof.photos, notes: proof.notes, submittedAt },
        ...(result ? { result } : {}),
        ...(encrypted ? { encrypted_credential: encrypted } : {}),
      }),
    }),
  ]);
  // A photo's refusal answers first, as it would if the photos were fixed before the move began.
  if (fixed.status === 'rejected') throw fixed.reason;
  if (moved.status === 'rejected') throw moved.reason;
  return moved.value.task;
};
