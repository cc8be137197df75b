import { newId } from '../../../platform/kernel/secrets';
import { BUSINESS_METRICS, countMetric } from '../../../platform/logging/metrics';
import { nothingToSeal, type Seal } from '../../../platform/table/seal';
import { TIER_LIMITS, usageDay } from '../../agents/domain/tiers';
import { sealTaskSecret } from '../../callbacks/use-cases/callback-secrets';
import { entries } from '../../ledger/domain/ledger';
import { rewardRefusal, type TaskRequest } from '../domain/task-drafts';
import type { Task } from '../domain/tasks';
import { insertTask } from '../store/tasks-store';
import { prepareTask } from './prepare-task';

/**
 * Creates a task for the agent:
 * 1. the task as prepareTask makes it; a reward the rules or the agent's tier refuse stops it (422);
 * 2. a callback secret is sealed, before anything is written;
 * 3. one transaction writes the task, counts it against the day's tier limits and, for a real
 *    (non-sandbox) task, holds reward + fee in escrow; `seal` adds what the caller commits with it.
 */
export const createTask = async (agentId: string, request: TaskRequest, now: Date, seal: Seal<Task> = nothingToSeal): Promise<Task> => {
  const { task, price, tier } = await prepareTask(agentId, request, now, newId('task'));
  const refused = rewardRefusal(price.reward, tier);
  if (refused) throw refused;
  if (request.callback_secret) task.callback_secret_sealed = await sealTaskSecret(task.task_id, request.callback_secret);
  const limits = TIER_LIMITS[tier];
  const hold = task.sandbox ? undefined : entries.escrowHold(agentId, task.task_id, price.total);
  await insertTask(task, { day: usageDay(now), tier, maxTasks: limits.maxDailyTasks, maxSpend: limits.maxDailySpend }, hold, seal(task));
  // Real tasks only: sandbox tasks hold no money, and would blur what the service earns.
  if (!task.sandbox) {
    countMetric(BUSINESS_METRICS.tasksCreated);
    countMetric(BUSINESS_METRICS.moneyHeld, price.total);
  }
  return task;
};
