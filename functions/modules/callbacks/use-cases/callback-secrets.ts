import { randomBytes } from 'node:crypto';
import { secretBox } from '../../../adapters/callbacks/secret-box';
import { getAgentCallbackSecret, keepAgentCallbackSecret } from '../store/callbacks-store';

const taskContext = (taskId: string) => ({ task_id: taskId });
const agentContext = (agentId: string) => ({ agent_id: agentId });
const batchContext = (batchId: string) => ({ batch_id: batchId });

export const sealTaskSecret = (taskId: string, secret: string): Promise<string> => secretBox().seal(secret, taskContext(taskId));

/** The secret a batch's seats share (they share their content item until each writes its own): sealed to the batch. */
export const sealBatchSecret = (batchId: string, secret: string): Promise<string> => secretBox().seal(secret, batchContext(batchId));

const sealNewAgentSecret = (agentId: string): Promise<string> => secretBox().seal(randomBytes(32).toString('base64url'), agentContext(agentId));

/** The secret a task's callbacks are signed with: its own, else its agent's default (created when first needed). */
export const signingSecretFor = async (task: {
  task_id: string;
  agent_id: string;
  batch_id?: string;
  callback_secret_sealed?: string;
}): Promise<string> => {
  if (task.callback_secret_sealed)
    return secretBox().open(task.callback_secret_sealed, task.batch_id ? batchContext(task.batch_id) : taskContext(task.task_id));
  const sealed =
    (await getAgentCallbackSecret(task.agent_id)) ??
    (await keepAgentCallbackSecret(task.agent_id, await sealNewAgentSecret(task.agent_id), new Date().toISOString(), false)).sealed;
  return secretBox().open(sealed, agentContext(task.agent_id));
};

/** The agent's default secret, in the clear, once: a second call is refused. */
export const revealAgentSecret = async (agentId: string, now: Date): Promise<{ callback_secret: string; created_at: string }> => {
  const kept = await keepAgentCallbackSecret(agentId, await sealNewAgentSecret(agentId), now.toISOString(), true);
  return { callback_secret: await secretBox().open(kept.sealed, agentContext(agentId)), created_at: kept.created_at };
};
