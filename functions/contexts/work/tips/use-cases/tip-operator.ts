import type { Cents } from '../../../../platform/kernel/money';
import type { Contributes } from '../../../../platform/table/contribution';
import { dailyUsageOf } from '../../../accounts/agents/domain';
import { agentErrors } from '../../../accounts/agents/errors';
import { taskErrors } from '../../tasks/errors';
import { mayTip, type Tip, tipEntry } from '../domain/tips';
import type { TipsPorts } from '../ports';

/**
 * The agent tips the operator of its completed task:
 * 1. its own COMPLETED task with an operator, else "not found or not completed" (as a rating);
 * 2. one transaction moves the amount from the agent's deposit to the operator's pending earnings
 *    (no fee) and adds it to the task's tips; a deposit short of it refuses the tip (402), so of
 *    racing tips only those the balance covers are paid; the amount counts toward the tier's daily
 *    spend as a task's reward does (422 past it), or tips would spend round the limit;
 * 3. a sandbox task's tip is answered but moves nothing (no money moves in the sandbox).
 */
export const tipOperator = async (
  deps: TipsPorts,
  taskId: string,
  agentId: string,
  amount: Cents,
  ids: { tipId: string },
  now: Date,
  contribute: Contributes<Tip>,
): Promise<Tip> => {
  const task = await deps.tasks.getTask(taskId);
  if (!mayTip(task, agentId)) throw taskErrors.taskNotCompleted();
  const tip: Tip = { tip_id: ids.tipId, task_id: taskId, amount_cents: amount, created_at: now.toISOString(), sandbox: task.sandbox };
  const agent = await deps.agents.getAgent(agentId);
  if (!agent) throw agentErrors.agentNotFound();
  await deps.tips.recordTip(tip, tipEntry(task, tip), { agentId, usage: dailyUsageOf(agent.tier, now) }, contribute);
  return tip;
};
