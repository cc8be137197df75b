import { type Contributes, contributesNothing, nothingContributed, together } from '../../../../platform/table/contribution';
import { dailyUsageOf } from '../../../accounts/agents/domain';
import { entries } from '../../../money/ledger/domain';
import { heldAtCreation } from '../domain/holds';
import { type DraftedTasks, rewardRefusal, screenedTexts, type TaskRequest } from '../domain/task-drafts';
import type { Task } from '../domain/tasks';
import type { TaskCreationPorts } from '../ports';
import { type PreparedCreation, prepareTask } from './prepare-task';

/**
 * What creating tasks needs before anything is written, for one task or the seats of a batch
 * (`batchId`: every task a copy of one draft, with its own id and the batch's):
 * 1. the task as prepareTask makes it (the quote's first step too);
 * 2. screened by the acceptable use policy (every seat of a batch is the same text, screened
 *    once): a prohibited request stops here (422 naming the category), before anything is
 *    written or held; a doubtful one is created HELD for staff to decide, its escrow held as for
 *    any task (a check that failed names no category: `unknown`);
 * 3. a reward the rules or the agent's tier refuse stops it (422);
 * 4. a callback secret is sealed (a batch's seats share one, sealed to the batch).
 */
export const draftTasks = async (
  deps: TaskCreationPorts,
  agentId: string,
  request: TaskRequest,
  now: Date,
  ids: { taskIds: string[]; batchId?: string },
): Promise<DraftedTasks & Pick<PreparedCreation, 'mayHaveWebhooks'>> => {
  const prepared = await prepareTask(deps, agentId, request, now, ids.taskIds[0]!);
  const { price, tier, mayHaveWebhooks } = prepared;
  const screening = await deps.screen({ subject: 'task', agentId, texts: screenedTexts(request) }, now);
  const task =
    screening.verdict === 'hold'
      ? heldAtCreation(prepared.task, { reason: screening.reason, category: screening.category ?? 'unknown' }, now)
      : prepared.task;
  const refused = rewardRefusal(price.reward, tier);
  if (refused) throw refused;
  if (request.callback_secret)
    task.callback_secret_sealed = await deps.sealCallbackSecret(
      ids.batchId ? { batchId: ids.batchId } : { taskId: task.task_id },
      request.callback_secret,
    );
  return {
    tasks: ids.taskIds.map((taskId) => ({ ...task, task_id: taskId, ...(ids.batchId ? { batch_id: ids.batchId } : {}) })),
    price,
    usage: { ...dailyUsageOf(tier, now), maxRestricted: deps.settings.restrictedTasksPerDay },
    mayHaveWebhooks,
  };
};

/**
 * Creates a task for the agent: drafted (draftTasks), then one transaction writes the task and, when
 * the agent may hold a webhook endpoint (mayHaveWebhooks: an endpoint created meanwhile may miss it),
 * its outbox event (`task.created`, for those endpoints), counts it against the day's tier limits
 * and, for a real (non-sandbox) task, holds reward + fee in escrow; `contribute` adds what the caller
 * commits with it.
 */
export const createTask = async (
  deps: TaskCreationPorts,
  agentId: string,
  request: TaskRequest,
  now: Date,
  contribute: Contributes<Task> = contributesNothing,
): Promise<Task> => {
  const drafted = await draftTasks(deps, agentId, request, now, { taskIds: [deps.newTaskId()] });
  const [task] = drafted.tasks as [Task];
  const hold = task.sandbox ? undefined : entries.escrowHold(agentId, task.task_id, drafted.price.total);
  const announced = drafted.mayHaveWebhooks ? deps.createdEvent(task) : nothingContributed;
  await deps.insertTasks([task], drafted.usage, hold, together(announced, contribute(task)));
  return task;
};
