import { checkCallbackUrl } from '../../../adapters/callbacks/callback-url';
import { errors } from '../../../platform/kernel/errors';
import { newId } from '../../../platform/kernel/secrets';
import { BUSINESS_METRICS, countMetric } from '../../../platform/logging/metrics';
import { config } from '../../../platform/settings';
import { nothingToSeal, type Seal } from '../../../platform/table/seal';
import { TIER_LIMITS, usageDay } from '../../agents/domain/tiers';
import { getAgent } from '../../agents/store/agents-store';
import { sealBatchSecret, sealTaskSecret } from '../../callbacks/use-cases/callback-secrets';
import { callbackSecrets } from '../../callbacks/wiring/secrets';
import { entries } from '../../ledger/domain/ledger';
import { draftTask, type TaskRequest } from '../domain/task-drafts';
import type { Task } from '../domain/tasks';
import { type DraftedTasks, insertTasks } from '../store/tasks-store';

/**
 * What creating tasks needs before anything is written, for one task or the seats of a batch
 * (`batchId`: every task a copy of one draft, with its own id and the batch's):
 * 1. the draft follows the rules and the agent's tier (price and fee, deadline, domain, the public key of a CREDENTIAL task);
 * 2. the callback URL is checked and a callback secret sealed (a batch's seats share one, sealed to the batch).
 */
export const draftTasks = async (
  agentId: string,
  request: TaskRequest,
  now: Date,
  ids: { taskIds: string[]; batchId?: string },
): Promise<DraftedTasks> => {
  const agent = await getAgent(agentId);
  if (!agent) throw errors.agentNotFound();
  const { task, price } = await draftTask(request, { agentId, tier: agent.tier }, { taskId: ids.taskIds[0]! }, now, config.platformFeeBps);
  if (task.callback_url) await checkCallbackUrl(task.callback_url, { allowHosts: config.callbackAllowHosts });
  if (request.callback_secret)
    task.callback_secret_sealed = ids.batchId
      ? await sealBatchSecret(callbackSecrets, ids.batchId, request.callback_secret)
      : await sealTaskSecret(callbackSecrets, task.task_id, request.callback_secret);
  const limits = TIER_LIMITS[agent.tier];
  return {
    tasks: ids.taskIds.map((taskId) => ({ ...task, task_id: taskId, ...(ids.batchId ? { batch_id: ids.batchId } : {}) })),
    price,
    usage: { day: usageDay(now), tier: agent.tier, maxTasks: limits.maxDailyTasks, maxSpend: limits.maxDailySpend },
  };
};

/** Real tasks only: sandbox tasks hold no money, and would blur what the service earns. */
export const countCreatedTasks = ({ tasks, price }: DraftedTasks): void => {
  if (tasks[0]?.sandbox) return;
  countMetric(BUSINESS_METRICS.tasksCreated, tasks.length);
  countMetric(BUSINESS_METRICS.moneyHeld, price.total * tasks.length);
};

/**
 * Creates a task for the agent: drafted (draftTasks), then one transaction writes the task,
 * counts it against the day's tier limits and, for a real (non-sandbox) task, holds reward + fee
 * in escrow; `seal` adds what the caller commits with it.
 */
export const createTask = async (agentId: string, request: TaskRequest, now: Date, seal: Seal<Task> = nothingToSeal): Promise<Task> => {
  const drafted = await draftTasks(agentId, request, now, { taskIds: [newId('task')] });
  const [task] = drafted.tasks as [Task];
  const hold = task.sandbox ? undefined : entries.escrowHold(agentId, task.task_id, drafted.price.total);
  await insertTasks([task], drafted.usage, hold, seal(task));
  countCreatedTasks(drafted);
  return task;
};
