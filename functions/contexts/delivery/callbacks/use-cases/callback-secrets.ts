import { randomBytes } from 'node:crypto';
import { callbackSecretContext } from '../../../work/tasks/domain';
import type { CallbackPorts } from '../ports';

type SecretDeps = Pick<CallbackPorts, 'agentSecrets' | 'sealer'>;

const agentContext = (agentId: string) => ({ agent_id: agentId });

const sealNewAgentSecret = (deps: SecretDeps, agentId: string): Promise<string> =>
  deps.sealer.seal(randomBytes(32).toString('base64url'), agentContext(agentId));

/**
 * The secret a task's callbacks are signed with: its own (or its batch's, which its seats share),
 * sealed by the task's creation, else its agent's default (created when first needed).
 */
export const signingSecretFor = async (
  deps: SecretDeps,
  task: { task_id: string; agent_id: string; batch_id?: string; callback_secret_sealed?: string },
  now: Date,
): Promise<string> => {
  if (task.callback_secret_sealed)
    return deps.sealer.open(
      task.callback_secret_sealed,
      callbackSecretContext(task.batch_id ? { batchId: task.batch_id } : { taskId: task.task_id }),
    );
  const sealed =
    (await deps.agentSecrets.getAgentCallbackSecret(task.agent_id)) ??
    (await deps.agentSecrets.keepAgentCallbackSecret(task.agent_id, await sealNewAgentSecret(deps, task.agent_id), now.toISOString(), false)).sealed;
  return deps.sealer.open(sealed, agentContext(task.agent_id));
};

/**
 * The agent's default secret, which signs the callbacks of tasks created without a
 * callback_secret, in the clear, once like an API key: a second call is refused.
 */
export const revealAgentSecret = async (deps: SecretDeps, agentId: string, now: Date): Promise<{ callback_secret: string; created_at: string }> => {
  const kept = await deps.agentSecrets.keepAgentCallbackSecret(agentId, await sealNewAgentSecret(deps, agentId), now.toISOString(), true);
  return { callback_secret: await deps.sealer.open(kept.sealed, agentContext(agentId)), created_at: kept.created_at };
};
