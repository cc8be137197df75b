import { z } from 'zod';
import { encryptCredential } from '../../core/credentials';
import { errors } from '../../core/errors';
import type { Task } from '../../core/tasks';
import { apiHandler, callingOperator } from '../../http/api-handler';
import { getTask } from '../../store/tasks';
import { transitionTask } from '../../store/task-transitions';
import { idParams, taskStatus, timestamp } from '../../wire/schemas';

const body = z.object({
  photos: z.array(z.string().trim().min(1).max(2048)).max(20),
  notes: z.string().max(5000),
  credential: z.record(z.string(), z.unknown()).optional(),
});
const responses = { 200: z.object({ task_id: z.string(), status: taskStatus, submitted_at: timestamp, message: z.string() }) };

/**
 * Proof of the work. A CREDENTIAL task's credential is encrypted to the agent's key before
 * anything is written: the plaintext never reaches the table or the logs.
 */
export const handler = apiHandler({ params: idParams, body, responses })(async (request) => {
  const { photos, notes, credential } = request.body;
  const { operatorId } = callingOperator(request);
  const current = await getTask(request.params.id);
  // Only the claimant learns what the task needs; anyone else gets the transition's 404.
  const encrypted = current?.operator?.id === operatorId ? await sealCredential(current, credential) : undefined;
  const submittedAt = request.now.toISOString();
  const { task } = await transitionTask({
    taskId: request.params.id,
    trigger: 'submit',
    actor: { kind: 'operator', id: operatorId },
    now: request.now,
    changes: () => ({
      submitted_at: submittedAt,
      proof: { photos, notes, submittedAt },
      ...(encrypted ? { encrypted_credential: encrypted } : {}),
    }),
  });
  return {
    status: 200,
    body: { task_id: task.task_id, status: task.status, submitted_at: submittedAt, message: 'Proof submitted for review.' },
  };
});

const sealCredential = async (task: Task, credential: Record<string, unknown> | undefined) => {
  if (task.task_domain !== 'CREDENTIAL') {
    if (credential) throw errors.credentialNotExpected();
    return undefined;
  }
  if (!credential) throw errors.credentialRequired();
  return encryptCredential(credential, task.agent_public_key!);
};
