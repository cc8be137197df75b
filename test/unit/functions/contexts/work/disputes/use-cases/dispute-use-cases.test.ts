import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../../../../../functions/contexts/accounts/audit/domain/audit';
import { accounts } from '../../../../../../../functions/contexts/money/ledger/domain/accounts';
import { disputeErrors } from '../../../../../../../functions/contexts/work/disputes/errors';
import { appealDispute } from '../../../../../../../functions/contexts/work/disputes/use-cases/appeal-dispute';
import { resolveDispute } from '../../../../../../../functions/contexts/work/disputes/use-cases/resolve-dispute';
import type { Task } from '../../../../../../../functions/contexts/work/tasks/domain/tasks';
import { taskErrors } from '../../../../../../../functions/contexts/work/tasks/errors';
import { contribution } from '../../../../../../../functions/platform/table/contribution';
import { FakeTaskTable } from '../../../../../../support/fakes/tasks';
import { aTask } from '../../../../../../support/task-fixture';

const NOW = new Date('2026-11-26T12:00:00.000Z');
const operator = { id: 'op_1', name: 'Ada', rating: 5 };

const disputed = (overrides: Partial<Task> = {}): Task =>
  aTask({
    status: 'DISPUTED',
    operator,
    dispute: { reason: 'Wrong door', disputed_at: '2026-11-26T11:00:00.000Z', appeal_deadline: '2026-11-28T11:00:00.000Z' },
    version: 7,
    updated_at: '2026-11-26T11:00:00.000Z',
    ...overrides,
  });

/** A disputed task with its escrow held, the agent's photo copies, and what the ports were asked. */
const world = (task: Task = disputed()) => {
  const tasks = new FakeTaskTable();
  tasks.add(task);
  tasks.ledger.balances.set(accounts.agentEscrow(task.agent_id), task.escrow_cents);
  const copies = new Map([['tsk_1', ['agent/tsk_1/1.jpg', 'agent/tsk_1/2.jpg']]]);
  const deleted: string[] = [];
  const audits: AuditEntry[] = [];
  const settled: string[] = [];
  const deps = {
    tasks,
    consensus: { settle: async (settledTask: Task) => void settled.push(`${settledTask.task_id}:${settledTask.status}`) },
    photos: {
      listAgentCopies: async (taskId: string) => copies.get(taskId) ?? [],
      deleteObjects: async (keys: readonly string[]) => void deleted.push(...keys),
    },
    audit: {
      entry: (entry: AuditEntry) => {
        audits.push(entry);
        return contribution([{ Put: { TableName: 'fake', Item: { ...entry } } }]);
      },
    },
  };
  return { tasks, deps, deleted, audits, settled };
};

describe('resolveDispute: the back office ends a dispute, with the money and the audit entry in one move', () => {
  it('a refund cancels the task, returns the whole escrow to the agent, writes the audit entry and takes the proof back', async () => {
    const { tasks, deps, deleted, audits } = world();
    const task = await resolveDispute(deps, 'tsk_1', { outcome: 'refund', note: 'Door was wrong' }, 'adm_1', NOW);
    expect(task).toMatchObject({ status: 'CANCELLED', escrow_cents: 0, cancelled_at: NOW.toISOString() });
    expect(task.dispute?.resolution).toEqual({ outcome: 'refund', note: 'Door was wrong', resolved_at: NOW.toISOString() });
    expect(tasks.ledger.balance(accounts.agentEscrow('agt_1'))).toBe(0);
    expect(tasks.ledger.balance(accounts.agentDeposit('agt_1'))).toBe(1_100);
    expect(audits).toEqual([
      {
        at: NOW.toISOString(),
        actor: 'adm_1',
        action: 'dispute_resolution',
        target: 'tsk_1',
        detail: 'refund: $10.00 back to the agent: Door was wrong',
      },
    ]);
    expect(tasks.alsoWritten).toHaveLength(1);
    expect(deleted).toEqual(['agent/tsk_1/1.jpg', 'agent/tsk_1/2.jpg']);
  });

  it("a split pays the operator's share, refunds the rest, and keeps the agent's photos", async () => {
    const { tasks, deps, deleted, audits, settled } = world();
    const task = await resolveDispute(deps, 'tsk_1', { outcome: 'split', operatorAmount: 400 }, 'adm_1', NOW);
    // A completed seat of a batch may reach its consensus.
    expect(settled).toEqual(['tsk_1:COMPLETED']);
    expect(task).toMatchObject({ status: 'COMPLETED', completed_at: NOW.toISOString() });
    expect(tasks.ledger.balance(accounts.agentEscrow('agt_1'))).toBe(0);
    expect(tasks.ledger.balance(accounts.operatorPending('op_1'))).toBe(400);
    expect(audits[0]!.detail).toBe('split: $4.00 of $10.00 to the operator');
    expect(deleted).toEqual([]);
  });

  it('refuses a split share of nothing, of the whole reward, or with no amount, and moves no money', async () => {
    const { tasks, deps } = world();
    await expect(resolveDispute(deps, 'tsk_1', { outcome: 'split' }, 'adm_1', NOW)).rejects.toThrow(disputeErrors.splitAmountRequired().message);
    for (const operatorAmount of [0, 1_000]) {
      await expect(resolveDispute(deps, 'tsk_1', { outcome: 'split', operatorAmount }, 'adm_1', NOW)).rejects.toThrow(
        disputeErrors.splitAmountOutOfRange(10).message,
      );
    }
    expect(tasks.task('tsk_1').status).toBe('DISPUTED');
    expect(tasks.ledger.entries.size).toBe(0);
  });

  it('pays once when two admins resolve together: the second is refused by the transition table', async () => {
    const { tasks, deps } = world();
    const outcomes = await Promise.allSettled([
      resolveDispute(deps, 'tsk_1', { outcome: 'release' }, 'adm_1', NOW),
      resolveDispute(deps, 'tsk_1', { outcome: 'refund' }, 'adm_2', NOW),
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    // One journal entry and the one audit entry written with it.
    expect(tasks.ledger.entries.size).toBe(1);
    expect(tasks.alsoWritten).toHaveLength(1);
  });
});

describe('appealDispute: the operator who did the work appeals, once, before the deadline', () => {
  it('records the appeal on the task', async () => {
    const { tasks, deps } = world();
    const appeal = await appealDispute(deps, 'tsk_1', 'op_1', 'It was the right door', NOW);
    expect(appeal).toEqual({ reason: 'It was the right door', appealed_at: NOW.toISOString() });
    expect(tasks.task('tsk_1')).toMatchObject({ dispute: { appeal }, version: 8 });
  });

  it('refuses another operator, a task past its appeal deadline, a sandbox task and a second appeal', async () => {
    await expect(appealDispute(world().deps, 'tsk_1', 'op_2', 'mine', NOW)).rejects.toThrow(taskErrors.taskNotDisputed().message);
    const late = world(disputed({ dispute: { ...disputed().dispute!, appeal_deadline: '2026-11-26T11:59:59.000Z' } }));
    await expect(appealDispute(late.deps, 'tsk_1', 'op_1', 'late', NOW)).rejects.toThrow(taskErrors.taskNotDisputed().message);
    await expect(appealDispute(world(disputed({ sandbox: true })).deps, 'tsk_1', 'op_1', 'x', NOW)).rejects.toThrow(
      taskErrors.taskNotDisputed().message,
    );
    const { deps } = world();
    await appealDispute(deps, 'tsk_1', 'op_1', 'first', NOW);
    await expect(appealDispute(deps, 'tsk_1', 'op_1', 'second', NOW)).rejects.toThrow(disputeErrors.appealAlreadyFiled().message);
  });

  it('reads again and still appeals when another write changed the task first', async () => {
    const { tasks, deps } = world();
    let raced = false;
    tasks.beforeWrite = () => {
      if (raced) return;
      raced = true;
      tasks.items.set('tsk_1', { ...tasks.task('tsk_1'), version: 8 });
    };
    await appealDispute(deps, 'tsk_1', 'op_1', 'It was the right door', NOW);
    expect(tasks.task('tsk_1')).toMatchObject({ version: 9, dispute: { appeal: { reason: 'It was the right door' } } });
  });
});
