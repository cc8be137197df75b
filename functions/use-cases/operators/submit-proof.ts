import { encryptCredential } from '../../core/credentials';
import { errors } from '../../core/errors';
import type { Task } from '../../core/tasks';
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

/**
 * The operator (KYC approved) submits proof of the work (the SUBMITTED event then starts the Guardian's review):
 * 1. a CREDENTIAL task's credential is encrypted to the agent's key before anything is written,
 *    so the plaintext never reaches the table or the logs (only the claimant learns what the
 *    task needs: anyone else gets the transition's 404);
 * 2. IN_PROGRESS -> SUBMITTED with the proof.
 */
export const submitProof = async (taskId: string, operatorId: string, proof: Proof, now: Date): Promise<Task> => {
  await approvedOperator(operatorId);
  const current = await getTask(taskId);
  const encrypted = current?.operator?.id === operatorId ? await sealCredential(current, proof.credential) : undefined;
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
