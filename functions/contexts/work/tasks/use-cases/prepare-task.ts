import { mayHaveWebhooks } from '../../../accounts/agents/domain';
import { agentErrors } from '../../../accounts/agents/errors';
import { draftTask, type PreparedTask, type TaskRequest } from '../domain/task-drafts';
import type { TaskPreparationPorts } from '../ports';

/** A prepared task, with whether its agent may hold a webhook endpoint (agents' mayHaveWebhooks): creation writes its task.created only then. */
export interface PreparedCreation extends PreparedTask {
  mayHaveWebhooks: boolean;
}

/**
 * What creating `request` would make for the agent, without writing anything: the draft as the
 * rules make it (deadline, domain, the public key of a CREDENTIAL task, price and fee) and the
 * callback URL checked. Throws what makes the request itself wrong (400). Creation and quotes
 * both start here, so a quote cannot drift from what creation charges.
 */
export const prepareTask = async (
  deps: TaskPreparationPorts,
  agentId: string,
  request: TaskRequest,
  now: Date,
  taskId: string,
): Promise<PreparedCreation> => {
  const agent = await deps.agents.getAgent(agentId);
  if (!agent) throw agentErrors.agentNotFound();
  const { task, price } = await draftTask(request, { agentId, tier: agent.tier }, { taskId }, now, {
    feeRate: deps.settings.platformFeeBps,
    claimWithinMinMinutes: deps.settings.claimWithinMinMinutes,
  });
  if (task.callback_url) await deps.checkCallbackUrl(task.callback_url);
  return { task, price, tier: agent.tier, mayHaveWebhooks: mayHaveWebhooks(agent) };
};
