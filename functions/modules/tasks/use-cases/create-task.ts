import { nothingToSeal, type Seal } from '../../../platform/table/seal';
import { dailyUsageOf } from '../../agents/domain';
import { entries } from '../../ledger/domain';
import { type HoldRequest, heldAtCreation } from '../domain/holds';
import { type DraftedTasks, rewardRefusal, type TaskRequest } from '../domain/task-drafts';
import type { Task } from '../domain/tasks';
import type { TaskCreationPorts } from '../ports';
import { prepareTask } from './prepare-task';

/** How the tasks are to be created: their ids, a batch's id for its seats, and `hold` to create them HELD (screening's doubt). */
export interface DraftOptions {
  taskIds: string[];
  batchId?: string;
  hold?: HoldRequest;
}

/**
 * What creating tasks needs before anything is written, for one task or the seats of a batch
 * (`batchId`: every task a copy of one draft, with its own id and the batch's); with `hold`, they
 * are created HELD for staff to decide, their escrow held as for any task:
 * 1. the task as prepareTask makes it (the quote's first step too); a reward the rules or the
 *    agent's tier refuse stops it (422);
 * 2. a callback secret is sealed (a batch's seats share one, sealed to the batch).
 */
export const draftTasks = async (
  deps: TaskCreationPorts,
  agentId: string,
  request: TaskRequest,
  now: Date,
  ids: DraftOptions,
): Promise<DraftedTasks> => {
  const prepared = await prepareTask(deps, agentId, request, now, ids.taskIds[0]!);
  const { price, tier } = prepared;
  const task = ids.hold ? heldAtCreation(prepared.task, ids.hold, now) : prepared.task;
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
    usage: dailyUsageOf(tier, now),
  };
};

/** Real tasks only: sandbox tasks hold no money, and would blur what the service earns. */
export const countCreatedTasks = (deps: Pick<TaskCreationPorts, 'countCreated'>, { tasks, price }: DraftedTasks): void => {
  if (tasks[0]?.sandbox) return;
  deps.countCreated(tasks.length, price.total * tasks.length);
};

/**
 * Creates a task for the agent: drafted (draftTasks), then one transaction writes the task,
 * counts it against the day's tier limits and, for a real (non-sandbox) task, holds reward + fee
 * in escrow; `seal` adds what the caller commits with it; `options.hold` creates it HELD.
 */
export const createTask = async (
  deps: TaskCreationPorts,
  agentId: string,
  request: TaskRequest,
  now: Date,
  seal: Seal<Task> = nothingToSeal,
  options: { hold?: HoldRequest } = {},
): Promise<Task> => {
  const drafted = await draftTasks(deps, agentId, request, now, { taskIds: [deps.newTaskId()], ...options });
  const [task] = drafted.tasks as [Task];
  const hold = task.sandbox ? undefined : entries.escrowHold(agentId, task.task_id, drafted.price.total);
  await deps.insertTasks([task], drafted.usage, hold, seal(task));
  countCreatedTasks(deps, drafted);
  return task;
};
