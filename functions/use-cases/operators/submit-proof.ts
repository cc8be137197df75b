import { encryptCredential } from '../../core/credentials';
import { errors } from '../../core/errors';
import type { Task } from '../../core/tasks';
import { objectExists } from '../../adapters/photos/storage';
import { getTaskPhotos } from '../../store/photos';
import { getTask } from '../../store/tasks';
import { transitionTask } from '../../store/task-transitions';
import { approvedOperator } from './approved-operator';

export interface Proof {
  photos: string[];
  notes: string;
  credential?: Record<string, unknown>;
}

/** A CREDENTIAL task's credential, encrypted to the agent's key; other tasks take none. */
const sealCredential = async (task: Task, credential: Record<string, unknown> | undefined) => {
  if (task.task_domain !== 'CREDENTIAL') {
    if (credential) throw errors.credentialNotExpected();
    return undefined;
  }
  if (!credential) throw errors.credentialRequired();
  return encryptCredential(credential, task.agent_public_key!);
};

/** Each named photo must be this operator's upload for this task, and its upload must have arrived. */
const checkPhotoIds = async (taskId: string, operatorId: string, photoIds: string[]): Promise<void> => {
  const found = new Map((await getTaskPhotos(taskId, photoIds)).map((photo) => [photo.photo_id, photo]));
  const foreign = photoIds.find((photoId) => found.get(photoId)?.operator_id !== operatorId);
  if (foreign !== undefined) throw errors.unknownPhoto(foreign);
  // Storage is asked about every photo at once: a proof names up to 20.
  const arrived = await Promise.all(photoIds.map((photoId) => objectExists(found.get(photoId)!.object_key)));
  const missing = photoIds.find((_, index) => !arrived[index]);
  if (missing !== undefined) throw errors.unknownPhoto(missing);
};

/**
 * The operator (KYC approved) submits proof of the work (the SUBMITTED event then starts the Guardian's review):
 * 1. a CREDENTIAL task's credential is encrypted to the agent's key before anything is written,
 *    so the plaintext never reaches the table or the logs (only the claimant learns what the
 *    task needs: anyone else gets the transition's 404);
 * 2. the claimant's photos must be uploads of this task that arrived (400 `Unknown photo: <value>`);
 * 3. IN_PROGRESS -> SUBMITTED with the proof (its photos are photo ids).
 */
export const submitProof = async (taskId: string, operatorId: string, proof: Proof, now: Date): Promise<Task> => {
  await approvedOperator(operatorId);
  const current = await getTask(taskId);
  const claimed = current?.operator?.id === operatorId ? current : undefined;
  const encrypted = claimed ? await sealCredential(claimed, proof.credential) : undefined;
  if (claimed && (claimed.status === 'ACCEPTED' || claimed.status === 'IN_PROGRESS')) await checkPhotoIds(taskId, operatorId, proof.photos);
  const submittedAt = now.toISOString();
  const { task } = await transitionTask({
    taskId,
    trigger: 'submit',
    actor: { kind: 'operator', id: operatorId },
    now,
    changes: () => ({
      submitted_at: submittedAt,
      proof: { photos: proof.photos, notes: proof.notes, submittedAt },
      ...(encrypted ? { encrypted_credential: encrypted } : {}),
    }),
  });
  return task;
};
