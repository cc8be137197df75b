import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { dailyUsageOf, type Tier } from '../../functions/contexts/accounts/agents/domain/tiers';
import { entries } from '../../functions/contexts/money/ledger/domain';
import type { Task } from '../../functions/contexts/work/tasks/domain/tasks';
import { type Tip, tipEntry } from '../../functions/contexts/work/tips/domain/tips';
import type { TipsPorts } from '../../functions/contexts/work/tips/ports';
import { tipsTable } from '../../functions/contexts/work/tips/wiring/table';
import type { Cents } from '../../functions/platform/kernel/money';
import { contributesNothing } from '../../functions/platform/table/contribution';
import { contractSides, refusalOf } from '../support/contract-sides';
import { type ContractLedger, ledgerOn, ledgerOnTable, placeIn, placeTask } from '../support/contract-table';
import { FakeTipsTable } from '../support/fakes/tips';
import { aTask } from '../support/task-fixture';

interface Tips extends ContractLedger {
  ports: TipsPorts;
  place(task: Task): Promise<Task>;
}

const sides = contractSides<Tips>({
  fake: () => {
    const table = new FakeTipsTable();
    return { ports: table, place: placeIn(table.taskItems), ...ledgerOn(table.ledger) };
  },
  'DynamoDB Local': () => ({ ports: tipsTable, place: placeTask, ...ledgerOnTable }),
});

const NOW = new Date();

describe.each(sides)('The tips store (%s)', (_side, make) => {
  const { ports, place, post, deposit } = make();
  /** A task of a new agent with `dollars` deposited, in `status`, done by an operator: no escrow, its money settled or never held. */
  const aTaskOfFunded = async (dollars: number, status: Task['status'] = 'COMPLETED') => {
    const agentId = `agt_contract_${randomUUID()}`;
    await post(entries.deposit(agentId, dollars * 100, randomUUID()));
    return place(
      aTask({
        task_id: `tsk_${randomUUID()}`,
        agent_id: agentId,
        status,
        // No reward: the day's spend, which the store's placing of the task counts, is the tips'.
        reward_cents: 0,
        fee_cents: 0,
        escrow_cents: 0,
        operator: { id: `op_contract_${randomUUID()}`, name: 'Contract Operator', rating: 5 },
        deadline: new Date(NOW.getTime() + 24 * 3_600_000).toISOString(),
        created_at: NOW.toISOString(),
        updated_at: NOW.toISOString(),
      }),
    );
  };
  const tip = (task: Task, tier: Tier, amount: Cents) => {
    const made: Tip = { tip_id: `tip_${randomUUID()}`, task_id: task.task_id, amount_cents: amount, created_at: NOW.toISOString(), sandbox: false };
    return ports.tips.recordTip(made, tipEntry(task, made), { agentId: task.agent_id, usage: dailyUsageOf(tier, NOW) }, contributesNothing);
  };

  it('adds a tip to a completed task’s tips out of the agent’s deposit', async () => {
    const task = await aTaskOfFunded(20);
    await tip(task, 'VERIFIED', 500);
    await tip(task, 'VERIFIED', 250);
    expect((await ports.tasks.getTask(task.task_id))?.tips_cents).toBe(750);
    expect(await deposit(task.agent_id)).toBe(1_250);
  });

  it('refuses a tip on a task that is not completed, taking nothing', async () => {
    const task = await aTaskOfFunded(20, 'CANCELLED');
    expect(await refusalOf(tip(task, 'VERIFIED', 500))).toEqual({ error: 'NotFoundError', message: 'Task not found or not completed' });
    expect(await deposit(task.agent_id)).toBe(2_000);
  });

  it('refuses a tip the deposit does not cover, taking nothing', async () => {
    const task = await aTaskOfFunded(5);
    expect(await refusalOf(tip(task, 'VERIFIED', 501))).toEqual({ error: 'InsufficientFundsError', message: 'Insufficient balance for tip' });
    expect((await ports.tasks.getTask(task.task_id))?.tips_cents).toBeUndefined();
    expect(await deposit(task.agent_id)).toBe(500);
  });

  it('refuses a tip past the tier’s daily spend, counting the day’s earlier tips', async () => {
    const task = await aTaskOfFunded(20);
    await tip(task, 'SANDBOX', 600);
    expect(await refusalOf(tip(task, 'SANDBOX', 600))).toEqual({
      error: 'RuleViolationError',
      message: 'Daily spend limit reached: SANDBOX tier allows $10 per day',
    });
    expect((await ports.tasks.getTask(task.task_id))?.tips_cents).toBe(600);
    expect(await deposit(task.agent_id)).toBe(1_400);
  });
});
