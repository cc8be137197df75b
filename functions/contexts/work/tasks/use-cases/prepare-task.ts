import { errors } from '../../../../platform/kernel/errors';
import { draftTask, type PreparedTask, type TaskRequest } from '../domain/task-drafts';
import type { TaskPreparationPorts } from '../ports';

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
): Promise<PreparedTask> => {
  const agent = await deps.agents.getAgent(agentId);
  if (!agent) throw errors.agentNotFound();
  const { task, price } = await draftTask(request, { agentId, tier: agent.tier }, { taskId }, now, {
    feeRate: deps.settings.platformFeeBps,
    claimWithinMinMinutes: deps.settings.claimWithinMinMinutes,
  });
  if (task.callback_url) await deps.checkCallbackUrl(task.callback_url);
  return { task, price, tier: agent.tier };
};
