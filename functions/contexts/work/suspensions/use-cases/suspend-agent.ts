import { TransitionRefusedError } from '../../../../platform/kernel/errors';
import { logger } from '../../../../platform/logging/logger';
import type { Agent, Suspension } from '../../../accounts/agents/domain';
import { agentErrors } from '../../../accounts/agents/errors';
import { CANCELLED_ON_SUSPENSION, type Task } from '../../tasks/domain';
import type { SuspensionPorts } from '../ports';

interface SuspensionOutcome {
  agent: Agent & { suspension: Suspension };
  /** The tasks this call cancelled, whole escrow refunded (a repeated call: what the earlier one left). */
  cancelled: Task[];
}

/**
 * Staff suspend an agent:
 * 1. the suspension, its history step and the admin audit's entry commit together, conditioned on
 *    the agent not being suspended yet; from then on its keys and tokens only read (agents'
 *    authentication) and no task of it can be created (the creation's transaction checks);
 * 2. its tasks no operator works on yet (CANCELLED_ON_SUSPENSION) are cancelled through the
 *    transition table, each with its whole escrow refunded and its callback, one transaction each;
 *    a task that moved on meanwhile (claimed) is left to finish and be paid;
 * 3. the agent's owner is mailed, once (the suspension records it).
 * Suspending a suspended agent keeps the suspension as it is (its first reason) and does steps 2
 * and 3 again: a call that failed half-way (a crash, a timeout among many tasks) is finished by
 * calling it again.
 */
export const suspendAgent = async (deps: SuspensionPorts, agentId: string, reason: string, actor: string, now: Date): Promise<SuspensionOutcome> => {
  const agent = await deps.agents.getAgent(agentId);
  if (!agent) throw agentErrors.agentNotFound();
  const suspended = agent.suspension ? { ...agent, suspension: agent.suspension } : await suspend(deps, agent, reason, actor, now);
  const cancelled = await cancelOpenWork(deps, agentId, now);
  if (!suspended.suspension.notified_at) await notifyOwner(deps, suspended, now);
  return { agent: suspended, cancelled };
};

const suspend = async (deps: SuspensionPorts, agent: Agent, reason: string, actor: string, now: Date): Promise<SuspensionOutcome['agent']> => {
  const at = now.toISOString();
  const suspension: Suspension = { reason, suspended_at: at, suspended_by: actor };
  const audit = deps.audit.entry({ at, actor, action: 'agent_suspended', target: agent.agent_id, detail: reason });
  if (await deps.agents.saveSuspension(agent.agent_id, suspension, deps.newId('sus'), audit)) return { ...agent, suspension };
  // Another call suspended it first: its suspension stands.
  const current = await deps.agents.getAgent(agent.agent_id);
  if (!current?.suspension) throw agentErrors.agentNotFound();
  return { ...current, suspension: current.suspension };
};

/** How often, and how far apart, the task index is read again while the agent's escrow holds more than it shows. */
const INDEX_PASSES = 5;
const INDEX_LAG_MS = 200;

/**
 * One task after another: each is its own transaction (its refund, its callback), and every refund
 * updates the agent's same two balances, which transactions in parallel would only collide on. The
 * task index lags its writes by a moment on DynamoDB, so a task created just before the suspension
 * committed may not show yet; the agent's escrow, read consistently after the suspension, holds it
 * all the same (escrow = its open tasks' holds), so while the escrow holds more than the open tasks
 * read show, the index is read again. Holds released meanwhile (claimed work paid) only cost a pass.
 */
const cancelOpenWork = async (deps: SuspensionPorts, agentId: string, now: Date): Promise<Task[]> => {
  const cancelled: Task[] = [];
  for (let pass = 1; ; pass++) {
    const escrow = await deps.escrowCents(agentId);
    const open = await deps.tasks.listOpenAgentTasks(agentId);
    for (const task of open.filter((found) => CANCELLED_ON_SUSPENSION.includes(found.status))) {
      const moved = await cancelOne(deps, task.task_id, now);
      if (moved) cancelled.push(moved);
    }
    const unseen = escrow - open.reduce((sum, task) => sum + task.escrow_cents, 0);
    if (unseen <= 0) return cancelled;
    if (pass === INDEX_PASSES) {
      logger.warn('Suspension left escrow the task index does not show yet: suspend again to cancel it', { agent_id: agentId, unseen_cents: unseen });
      return cancelled;
    }
    await deps.pause(INDEX_LAG_MS);
  }
};

/** The task cancelled and refunded; undefined when it had moved on (claimed, cancelled) before the move. */
const cancelOne = async (deps: SuspensionPorts, taskId: string, now: Date): Promise<Task | undefined> => {
  try {
    const { task } = await deps.tasks.moveTask({
      taskId,
      trigger: 'suspend_agent',
      actor: { kind: 'admin' },
      now,
      changes: () => ({ cancelled_at: now.toISOString() }),
    });
    return task;
  } catch (error) {
    if (error instanceof TransitionRefusedError) return undefined;
    throw error;
  }
};

/** Tells the agent's owner why and what it means; a mail that fails is logged and sent by the next suspend call. */
const notifyOwner = async (deps: SuspensionPorts, agent: SuspensionOutcome['agent'], now: Date): Promise<void> => {
  try {
    await deps.mail.send({
      to: agent.email,
      subject: `Handoff: your agent ${agent.name} is suspended`,
      text:
        `Handoff's staff suspended your agent ${agent.name} (${agent.agent_id}).\n\n` +
        `Reason: ${agent.suspension.reason}\n\n` +
        'While it is suspended its API keys and OAuth tokens can only read its tasks, balance and deposits; every other request ' +
        'is refused. Its tasks that no operator had started were cancelled and their whole escrow (reward and fee) refunded to its ' +
        'balance; work operators had already claimed goes on and is paid.\n\n' +
        `Its key still reads them: ${deps.settings.publicBaseUrl}/api/v1/tasks and ${deps.settings.publicBaseUrl}/api/v1/agents/balance\n` +
        'To contest the suspension, reply to this mail.',
    });
    await deps.agents.markSuspensionNotified(agent.agent_id, agent.suspension.suspended_at, now.toISOString());
  } catch (error) {
    logger.warn('Suspension email not sent', { error: error as Error, agent_id: agent.agent_id });
  }
};
