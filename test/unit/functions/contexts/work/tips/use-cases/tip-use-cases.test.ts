import { describe, expect, it } from 'vitest';
import { accounts } from '../../../../../../../functions/contexts/money/ledger/domain/accounts';
import { entries } from '../../../../../../../functions/contexts/money/ledger/domain/ledger';
import type { Task } from '../../../../../../../functions/contexts/work/tasks/domain/tasks';
import { tipOperator } from '../../../../../../../functions/contexts/work/tips/use-cases/tip-operator';
import { contribution } from '../../../../../../../functions/platform/table/contribution';
import { FakeTipsTable } from '../../../../../../support/fakes/tips';

const now = new Date('2026-06-10T12:00:00.000Z');

const completedTask = (overrides: Partial<Task> = {}): Task =>
  ({
    task_id: 'task_1',
    agent_id: 'agt_1',
    status: 'COMPLETED',
    sandbox: false,
    reward_cents: 1000,
    operator: { id: 'op_1', name: 'Olga', rating: 5 },
    ...overrides,
  }) as Task;

const table = (task: Task, deposit: number) => {
  const fake = new FakeTipsTable();
  fake.taskItems.set(task.task_id, task);
  if (deposit) fake.ledger.post(entries.deposit(task.agent_id, deposit, 'dep_1'));
  return fake;
};

const tip = (fake: FakeTipsTable, amount: number, options: { agentId?: string; tipId?: string; taskId?: string } = {}) =>
  tipOperator(fake, options.taskId ?? 'task_1', options.agentId ?? 'agt_1', amount, { tipId: options.tipId ?? 'tip_1' }, now, () =>
    contribution([{ Put: { TableName: 't', Item: { sealed: options.tipId ?? 'tip_1' } } }]),
  );

describe('tipOperator', () => {
  it("counts a tip toward the tier's daily spend as a task's reward: past it, 422 and nothing moves", async () => {
    const fake = table(completedTask(), 50_000);
    fake.spent.set(`agt_1#${now.toISOString().slice(0, 10)}`, 19_000);
    await expect(tip(fake, 1_500)).rejects.toThrow('Daily spend limit reached: VERIFIED tier allows $200 per day');
    expect(fake.ledger.balance(accounts.operatorPending('op_1'))).toBe(0);
    await tip(fake, 1_000);
    expect(fake.spent.get(`agt_1#${now.toISOString().slice(0, 10)}`)).toBe(20_000);
  });

  it("moves the tip from the agent's deposit to the operator's pending earnings, no fee, and adds it to the task", async () => {
    const fake = table(completedTask(), 1000);
    const result = await tip(fake, 250);
    expect(result).toEqual({ tip_id: 'tip_1', task_id: 'task_1', amount_cents: 250, created_at: now.toISOString(), sandbox: false });
    expect(fake.ledger.balance(accounts.agentDeposit('agt_1'))).toBe(750);
    expect(fake.ledger.balance(accounts.operatorPending('op_1'))).toBe(250);
    expect(fake.ledger.entries.get('tip:tip_1')).toMatchObject({ kind: 'tip', taskId: 'task_1' });
    expect(fake.taskItems.get('task_1')?.tips_cents).toBe(250);
    expect(fake.contributed).toHaveLength(1);
  });

  it('refuses a tip the deposit does not cover (402 message) and moves nothing', async () => {
    const fake = table(completedTask(), 249);
    await expect(tip(fake, 250)).rejects.toThrow('Insufficient balance for tip');
    expect(fake.ledger.balance(accounts.agentDeposit('agt_1'))).toBe(249);
    expect(fake.taskItems.get('task_1')?.tips_cents).toBeUndefined();
    expect(fake.contributed).toEqual([]);
  });

  it("refuses another agent's task, a missing one and one not COMPLETED with the same 404 message", async () => {
    for (const [fake, options] of [
      [table(completedTask(), 1000), { agentId: 'agt_2' }],
      [table(completedTask(), 1000), { taskId: 'task_missing' }],
      [table(completedTask({ status: 'VERIFIED' }), 1000), {}],
      [table(completedTask({ status: 'DISPUTED' }), 1000), {}],
    ] as const) {
      await expect(tip(fake, 100, options)).rejects.toMatchObject({ name: 'NotFoundError', message: 'Task not found or not completed' });
      expect(fake.ledger.balance(accounts.agentDeposit('agt_1'))).toBe(1000);
    }
  });

  it('pays a second tip on the same task as a tip of its own', async () => {
    const fake = table(completedTask(), 1000);
    await tip(fake, 100, { tipId: 'tip_a' });
    await tip(fake, 200, { tipId: 'tip_b' });
    expect(fake.taskItems.get('task_1')?.tips_cents).toBe(300);
    expect(fake.ledger.balance(accounts.operatorPending('op_1'))).toBe(300);
  });

  it('answers a sandbox task without moving money: only the contribution is written', async () => {
    const fake = table(completedTask({ sandbox: true, operator: undefined }), 0);
    expect(await tip(fake, 500)).toMatchObject({ sandbox: true, amount_cents: 500 });
    expect(fake.ledger.entries.size).toBe(0);
    expect(fake.taskItems.get('task_1')?.tips_cents).toBeUndefined();
    expect(fake.contributed).toHaveLength(1);
  });
});
