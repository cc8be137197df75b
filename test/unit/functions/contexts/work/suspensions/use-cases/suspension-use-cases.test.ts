import { describe, expect, it } from 'vitest';
import type { Agent, Suspension, SuspensionEvent } from '../../../../../../../functions/contexts/accounts/agents/domain/agents';
import type { AuditEntry } from '../../../../../../../functions/contexts/accounts/audit/domain/audit';
import { accounts } from '../../../../../../../functions/contexts/money/ledger/domain/accounts';
import type { SuspensionPorts, UnsuspensionPorts } from '../../../../../../../functions/contexts/work/suspensions/ports';
import { suspendAgent } from '../../../../../../../functions/contexts/work/suspensions/use-cases/suspend-agent';
import { unsuspendAgent } from '../../../../../../../functions/contexts/work/suspensions/use-cases/unsuspend-agent';
import type { Task } from '../../../../../../../functions/contexts/work/tasks/domain/tasks';
import type { Email } from '../../../../../../../functions/platform/kernel/email';
import { contribution } from '../../../../../../../functions/platform/table/contribution';
import { FakeTaskTable } from '../../../../../../support/fakes/tasks';
import { aTask } from '../../../../../../support/task-fixture';

const NOW = new Date('2026-11-29T03:00:00.000Z');
const LATER = new Date('2026-11-29T03:05:00.000Z');
const operator = { id: 'op_1', name: 'Ada', rating: 5 };
const agent: Agent = {
  agent_id: 'agt_1',
  name: 'Scout',
  email: 'owner@example.com',
  tier: 'VERIFIED',
  email_verified: true,
  created_at: '2026-11-01T00:00:00.000Z',
};

/** An agent with a PENDING, an ESTIMATE_PENDING and an IN_PROGRESS task, their escrow held; and what the ports were asked. */
const world = () => {
  const tasks = new FakeTaskTable();
  const held = [
    aTask({ task_id: 'tsk_open' }),
    aTask({ task_id: 'tsk_claimed', status: 'ESTIMATE_PENDING', operator }),
    aTask({ task_id: 'tsk_working', status: 'IN_PROGRESS', operator }),
  ];
  for (const task of held) tasks.add(task);
  tasks.ledger.balances.set(accounts.agentEscrow('agt_1'), 3_300);
  const agents = new Map([['agt_1', structuredClone(agent)]]);
  const history: SuspensionEvent[] = [];
  const audits: AuditEntry[] = [];
  const mails: Email[] = [];
  /** Tasks the index does not show yet (on DynamoDB it lags its writes), until the next pause. */
  const hidden = new Set<string>();
  const pauses: number[] = [];
  // One fake agent table for both: suspending and lifting work on the same agents.
  const deps: SuspensionPorts & UnsuspensionPorts = {
    agents: {
      getAgent: async (agentId) => structuredClone(agents.get(agentId)),
      saveSuspension: async (agentId, suspension) => {
        const found = agents.get(agentId);
        if (!found || found.suspension) return false;
        found.suspension = suspension;
        history.push({ action: 'suspended', at: suspension.suspended_at, actor: suspension.suspended_by, reason: suspension.reason });
        return true;
      },
      removeSuspension: async (agentId, lifted, event) => {
        const found = agents.get(agentId);
        if (found?.suspension?.suspended_at !== lifted.suspended_at) return false;
        delete found.suspension;
        history.push({ ...event, action: 'unsuspended', reason: lifted.reason });
        return true;
      },
      markSuspensionNotified: async (agentId, suspendedAt, at) => {
        const suspension = agents.get(agentId)?.suspension;
        if (suspension?.suspended_at === suspendedAt) suspension.notified_at = at;
      },
    },
    tasks: {
      listOpenAgentTasks: async (agentId) =>
        [...tasks.items.values()]
          .filter((task: Task) => task.agent_id === agentId && !hidden.has(task.task_id) && !['COMPLETED', 'CANCELLED'].includes(task.status))
          .map((task) => structuredClone(task)),
      moveTask: tasks.moveTask,
    },
    escrowCents: async (agentId) => tasks.ledger.balance(accounts.agentEscrow(agentId)),
    pause: async (ms) => {
      pauses.push(ms);
      // The index catches up.
      hidden.clear();
    },
    audit: {
      entry: (entry) => {
        audits.push(entry);
        return contribution([{ Put: { TableName: 'fake', Item: { ...entry } } }]);
      },
    },
    mail: { send: async (email) => void mails.push(email) },
    settings: { publicBaseUrl: 'https://handoff.example' },
    newId: (prefix) => `${prefix}_${history.length}`,
  };
  return { tasks, agents, history, audits, mails, deps, hidden, pauses };
};

const suspensionOf = (agents: Map<string, Agent>): Suspension | undefined => agents.get('agt_1')?.suspension;

describe('suspendAgent: staff stop an agent', () => {
  it('suspends, cancels the unstarted work with its whole escrow refunded, leaves claimed work, audits and mails the owner once', async () => {
    const { tasks, agents, history, audits, mails, deps } = world();
    const { agent: suspended, cancelled } = await suspendAgent(deps, 'agt_1', 'Stalking requests', 'staff@example.com', NOW);
    expect(suspended.suspension).toMatchObject({ reason: 'Stalking requests', suspended_at: NOW.toISOString(), suspended_by: 'staff@example.com' });
    expect(cancelled.map((task) => [task.task_id, task.status, task.refunded_cents]).sort()).toEqual([
      ['tsk_claimed', 'CANCELLED', 1_100],
      ['tsk_open', 'CANCELLED', 1_100],
    ]);
    expect(tasks.task('tsk_working').status).toBe('IN_PROGRESS');
    expect(tasks.ledger.balance(accounts.agentDeposit('agt_1'))).toBe(2_200);
    expect(tasks.ledger.balance(accounts.agentEscrow('agt_1'))).toBe(1_100);
    expect(tasks.openClaims.get('op_1')?.has('tsk_claimed')).toBeFalsy();
    expect(audits).toEqual([
      { at: NOW.toISOString(), actor: 'staff@example.com', action: 'agent_suspended', target: 'agt_1', detail: 'Stalking requests' },
    ]);
    expect(history).toHaveLength(1);
    expect(mails).toEqual([expect.objectContaining({ to: 'owner@example.com', text: expect.stringContaining('Reason: Stalking requests') })]);
    expect(suspensionOf(agents)?.notified_at).toBe(NOW.toISOString());
  });

  it('is finished by calling it again after a failure half-way: the first reason stays, the rest is cancelled, one mail', async () => {
    const { tasks, agents, audits, mails, deps } = world();
    let writes = 0;
    tasks.beforeWrite = () => {
      if (++writes === 2) throw new Error('DynamoDB unavailable');
    };
    const send = deps.mail.send;
    deps.mail.send = async () => {
      throw new Error('SES throttled');
    };
    await expect(suspendAgent(deps, 'agt_1', 'Stalking requests', 'staff@example.com', NOW)).rejects.toThrow('DynamoDB unavailable');
    expect(suspensionOf(agents)?.reason).toBe('Stalking requests');
    expect([...tasks.items.values()].filter((task) => task.status === 'CANCELLED')).toHaveLength(1);

    // The mail fails too: logged, and left for the next call.
    await suspendAgent(deps, 'agt_1', 'Another reason', 'other@example.com', LATER);
    expect(suspensionOf(agents)?.notified_at).toBeUndefined();
    deps.mail.send = send;
    const { agent: again, cancelled } = await suspendAgent(deps, 'agt_1', 'Another reason', 'other@example.com', LATER);
    expect(again.suspension).toMatchObject({ reason: 'Stalking requests', suspended_by: 'staff@example.com' });
    expect(cancelled).toEqual([]);
    expect(tasks.task('tsk_open').status).toBe('CANCELLED');
    expect(tasks.task('tsk_claimed').status).toBe('CANCELLED');
    expect(tasks.ledger.balance(accounts.agentDeposit('agt_1'))).toBe(2_200);
    expect(audits).toHaveLength(1);
    expect(mails).toHaveLength(1);
    await expect(suspendAgent(deps, 'agt_2', 'x', 'staff@example.com', NOW)).rejects.toThrow('Agent not found');
  });

  it('reads the task index again while the escrow holds more than it shows: a task created just before the suspension is cancelled too', async () => {
    const { tasks, hidden, pauses, deps } = world();
    tasks.add(aTask({ task_id: 'tsk_late', created_at: NOW.toISOString() }));
    tasks.ledger.balances.set(accounts.agentEscrow('agt_1'), 4_400);
    hidden.add('tsk_late');
    const { cancelled } = await suspendAgent(deps, 'agt_1', 'Fraud', 'staff@example.com', NOW);
    expect(cancelled.map((task) => task.task_id).sort()).toEqual(['tsk_claimed', 'tsk_late', 'tsk_open']);
    expect(pauses).toEqual([200]);
    expect(tasks.ledger.balance(accounts.agentEscrow('agt_1'))).toBe(1_100);
  });

  it('leaves a task claimed between the listing and its move to go on', async () => {
    const { tasks, deps } = world();
    tasks.beforeWrite = () => {
      const open = tasks.items.get('tsk_open')!;
      if (open.status === 'PENDING') tasks.items.set('tsk_open', { ...open, status: 'ESTIMATE_PENDING', operator, version: open.version + 1 });
      const claimed = tasks.items.get('tsk_claimed')!;
      if (claimed.status === 'ESTIMATE_PENDING') tasks.items.set('tsk_claimed', { ...claimed, status: 'ACCEPTED', version: claimed.version + 1 });
    };
    const { cancelled } = await suspendAgent(deps, 'agt_1', 'Fraud', 'staff@example.com', NOW);
    // tsk_open was claimed meanwhile, but an estimate is still unstarted work: cancelled; tsk_claimed was accepted: it goes on.
    expect(cancelled.map((task) => task.task_id)).toEqual(['tsk_open']);
    expect(tasks.task('tsk_claimed').status).toBe('ACCEPTED');
  });
});

describe('unsuspendAgent: staff lift a suspension', () => {
  it('lifts it with its audit entry and history step; an agent not suspended is answered as it is, nothing recorded', async () => {
    const { agents, history, audits, deps } = world();
    await suspendAgent(deps, 'agt_1', 'Fraud', 'staff@example.com', NOW);
    const lifted = await unsuspendAgent(deps, 'agt_1', 'admin-key', LATER);
    expect(lifted.suspension).toBeUndefined();
    expect(suspensionOf(agents)).toBeUndefined();
    expect(audits.at(-1)).toEqual({
      at: LATER.toISOString(),
      actor: 'admin-key',
      action: 'agent_unsuspended',
      target: 'agt_1',
      detail: 'lifted: Fraud',
    });
    expect(history.at(-1)).toEqual({ action: 'unsuspended', at: LATER.toISOString(), actor: 'admin-key', reason: 'Fraud' });
    expect((await unsuspendAgent(deps, 'agt_1', 'admin-key', LATER)).suspension).toBeUndefined();
    expect(audits).toHaveLength(2);
    await expect(unsuspendAgent(deps, 'agt_2', 'admin-key', LATER)).rejects.toThrow('Agent not found');
  });
});
