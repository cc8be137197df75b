import { checkCallbackUrl } from '../../../adapters/callbacks/callback-url';
import { errors } from '../../../platform/kernel/errors';
import { newId } from '../../../platform/kernel/secrets';
import { BUSINESS_METRICS, countMetric } from '../../../platform/logging/metrics';
import { config } from '../../../platform/settings';
import { nothingToSeal, type Seal } from '../../../platform/table/seal';
import { TIER_LIMITS, usageDay } from '../../agents/domain/tiers';
import { getAgent } from '../../agents/store/agents-store';
import { sealTaskSecret } from '../../callbacks/use-cases/callback-secrets';
import { callbackSecrets } from '../../callbacks/wiring/secrets';
import { entries } from '../../ledger/domain/ledger';
import { draftTask, type TaskRequest } from '../domain/task-drafts';
import type { Task } from '../domain/tasks';
import { insertTask } from '../store/tasks-store';

/**
 * Creates a task for the agent:
 * 1. the draft follows the rules and the agent's tier (price and fee, deadline, domain, the public key of a CREDENTIAL task);
 * 2. the callback URL is checked and a callback secret sealed, before anything is written;
 * 3. one transaction writes the task, counts it against the day's tier limits and, for a real
 *    (non-sandbox) task, holds reward + fee in escrow; `seal` adds what the caller commits with it.
 */
export const createTask = async (agentId: string, request: TaskRequest, now: Date, seal: Seal<Task> = nothingToSeal): Promise<Task> => {
  const agent = await getAgent(agentId);
  if (!agent) throw errors.agentNotFound();
  const { task, price } = await draftTask(request, { agentId, tier: agent.tier }, { taskId: newId('task') }, now, config.platformFeeBps);
  if (task.callback_url) await checkCallbackUrl(task.callback_url, { allowHosts: config.callbackAllowHosts });
  if (request.callback_secret) task.callback_secret_sealed = await sealTaskSecret(callbackSecrets, task.task_id, request.callback_secret);
  const limits = TIER_LIMITS[agent.tier];
  const hold = task.sandbox ? undefined : entries.escrowHold(agentId, task.task_id, price.total);
  await insertTask(task, { day: usageDay(now), tier: agent.tier, maxTasks: limits.maxDailyTasks, maxSpend: limits.maxDailySpend }, hold, seal(task));
  // Real tasks only: sandbox tasks hold no money, and would blur what the service earns.
  if (!task.sandbox) {
    countMetric(BUSINESS_METRICS.tasksCreated);
    countMetric(BUSINESS_METRICS.moneyHeld, price.total);
  }
  return task;
};
