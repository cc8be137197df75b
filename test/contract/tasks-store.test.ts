import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { dailyUsageOf, type Tier } from '../../functions/contexts/accounts/agents/domain/tiers';
import { createAgent, saveSuspension } from '../../functions/contexts/accounts/agents/store';
import { createOperator } from '../../functions/contexts/accounts/operators/store';
import { accounts, entries, type JournalEntry } from '../../functions/contexts/money/ledger/domain';
import { entryItems, getBalances } from '../../functions/contexts/money/ledger/store';
import type { Task } from '../../functions/contexts/work/tasks/domain/tasks';
import type { MoveTask, TaskCreationPorts, TaskMovesStore } from '../../functions/contexts/work/tasks/ports';
import { insertTasks } from '../../functions/contexts/work/tasks/store';
import { countMoveMetrics } from '../../functions/contexts/work/tasks/use-cases/move-metrics';
import { moveTaskWith } from '../../functions/contexts/work/tasks/use-cases/move-task';
import { taskMovesTable } from '../../functions/contexts/work/tasks/wiring/move-table';
import type { Cents } from '../../functions/platform/kernel/money';
import { nothingContributed } from '../../functions/platform/table/contribution';
import { transactWrite } from '../../functions/platform/table/transactions';
import { contractSides, refusalOf } from '../support/contract-sides';
import { anOperator } from '../support/fakes/operators';
import { FakeTaskCreation, MOVE_RULES } from '../support/fakes/tasks';
import { aTask } from '../support/task-fixture';

interface Tasks {
  insertTasks: TaskCreationPorts['insertTasks'];
  moves: TaskMovesStore;
  moveTask: MoveTask;
  post(entry: JournalEntry): Promise<void>;
  deposit(agentId: string): Promise<Cents>;
  /** An operator who may claim (the store keeps their open claims on their item; the fake, apart). */
  newOperator(): Promise<string>;
  /** Suspends an agent, created for it on the table (the fake keeps suspensions apart). */
  suspend(agentId: string, reason: string): Promise<void>;
}

const sides = contractSides<Tasks>({
  fake: () => {
    const creation = new FakeTaskCreation();
    const { ledger } = creation.table;
    creation.table.operators = new Set();
    return {
      insertTasks: creation.insertTasks,
      moves: creation.table,
      moveTask: creation.table.moveTask,
      post: async (entry) => ledger.post(entry),
      deposit: async (agentId) => ledger.balance(accounts.agentDeposit(agentId)),
      newOperator: async () => {
        const operatorId = `op_contract_${randomUUID()}`;
        creation.table.operators!.add(operatorId);
        return operatorId;
      },
      suspend: async (agentId, reason) => void creation.suspensions.set(agentId, reason),
    };
  },
  'DynamoDB Local': () => ({
    insertTasks,
    moves: taskMovesTable,
    moveTask: moveTaskWith({ tasks: taskMovesTable, rules: MOVE_RULES, countMove: countMoveMetrics }),
    post: (entry) => transactWrite(entryItems(entry, new Date().toISOString())),
    deposit: async (agentId) => (await getBalances([accounts.agentDeposit(agentId)])).get(accounts.agentDeposit(agentId))!,
    newOperator: async () => {
      const operator = anOperator({ operator_id: `op_contract_${randomUUID()}`, email: `contract-${randomUUID()}@example.com` });
      await createOperator(operator);
      return operator.operator_id;
    },
    suspend: async (agentId, reason) => {
      const at = new Date().toISOString();
      const id = randomUUID().replaceAll('-', '');
      await createAgent(
        { agent_id: agentId, name: 'Contract Agent', email: `contract-${id}@example.com`, tier: 'STANDARD', email_verified: true, created_at: at },
        { keyId: `key_${id.slice(0, 12)}`, keyHash: `hash_${id}`, keyPrefix: `hk_live_${id.slice(0, 4)}`, name: 'contract' },
        { tokenHash: `tok_${id}`, expiresAt: new Date(Date.now() + 3_600_000) },
      );
      expect(await saveSuspension(agentId, { reason, suspended_at: at, suspended_by: 'contract@example.com' }, `evt_${id}`, nothingContributed)).toBe(
        true,
      );
    },
  }),
});

const NOW = new Date();
const DEADLINE = new Date(NOW.getTime() + 7 * 24 * 3_600_000).toISOString();

describe.each(sides)('The tasks store (%s)', (_side, make) => {
  const side = make();
  /** Every task inserted, cancelled at the end so that none stays open (escrow held) in the run's table. */
  const inserted: Task[] = [];
  afterAll(async () => {
    for (const task of inserted) {
      await side
        .moveTask({ taskId: task.task_id, trigger: 'cancel', actor: { kind: 'agent', id: task.agent_id }, now: new Date() })
        .catch(() => undefined);
    }
  });

  const newAgent = async (dollars: number) => {
    const agentId = `agt_contract_${randomUUID()}`;
    if (dollars) await side.post(entries.deposit(agentId, dollars * 100, randomUUID()));
    return agentId;
  };
  const aTaskOf = (agentId: string, overrides: Partial<Task> = {}) =>
    aTask({
      task_id: `tsk_${randomUUID()}`,
      agent_id: agentId,
      deadline: DEADLINE,
      created_at: NOW.toISOString(),
      updated_at: NOW.toISOString(),
      version: 1,
      ...overrides,
    });
  const insert = async (task: Task, tier: Tier = 'STANDARD') => {
    await side.insertTasks(
      [task],
      { ...dailyUsageOf(tier, NOW), maxRestricted: 20 },
      entries.escrowHold(task.agent_id, task.task_id, task.escrow_cents),
      nothingContributed,
    );
    inserted.push(task);
  };

  it('inserts a task with its escrow hold, once: the same task again is refused as item_absent', async () => {
    const agentId = await newAgent(20);
    const task = aTaskOf(agentId);
    await insert(task);
    expect(await side.deposit(agentId)).toBe(2_000 - 1_100);
    expect(await side.moves.getTask(task.task_id)).toMatchObject({ status: 'PENDING', escrow_cents: 1_100, agent_id: agentId });
    expect(await refusalOf(side.insertTasks([task], { ...dailyUsageOf('STANDARD', NOW), maxRestricted: 20 }, undefined, nothingContributed))).toEqual(
      {
        condition: 'item_absent',
      },
    );
  });

  it('refuses a task whose hold the deposit does not cover, naming the shortfall, and writes nothing', async () => {
    const agentId = await newAgent(10);
    const task = aTaskOf(agentId);
    expect(await refusalOf(insert(task))).toMatchObject({
      error: 'EscrowShortfallError',
      message: 'Insufficient balance for escrow',
      shortfall: 100,
    });
    expect(await side.moves.getTask(task.task_id)).toBeUndefined();
    expect(await side.deposit(agentId)).toBe(1_000);
  });

  it('refuses a task past the tier’s daily spend, counting the day’s tasks', async () => {
    const agentId = await newAgent(30);
    await insert(aTaskOf(agentId, { reward_cents: 600, fee_cents: 60, escrow_cents: 660 }), 'SANDBOX');
    const second = aTaskOf(agentId, { reward_cents: 600, fee_cents: 60, escrow_cents: 660 });
    expect(await refusalOf(insert(second, 'SANDBOX'))).toEqual({
      error: 'RuleViolationError',
      message: 'Daily spend limit reached: SANDBOX tier allows $10 per day',
    });
    expect(await side.moves.getTask(second.task_id)).toBeUndefined();
  });

  it('lets an operator hold three open claims, refuses a fourth, and a claim given back frees its place', async () => {
    const agentId = await newAgent(50);
    const tasks = [aTaskOf(agentId), aTaskOf(agentId), aTaskOf(agentId), aTaskOf(agentId)];
    for (const task of tasks) await insert(task);
    const operatorId = await side.newOperator();
    const claim = (task: Task) =>
      side.moveTask({
        taskId: task.task_id,
        trigger: 'accept',
        actor: { kind: 'operator', id: operatorId },
        now: new Date(),
        changes: () => ({ operator: { id: operatorId, name: 'Contract Operator', rating: 5 }, claimed_at: new Date().toISOString() }),
      });
    for (const task of tasks.slice(0, 3)) await claim(task);
    expect(await refusalOf(claim(tasks[3]!))).toEqual({ error: 'RuleViolationError', message: 'Too many open claims' });
    expect((await side.moves.getTask(tasks[3]!.task_id))?.status).toBe('PENDING');
    await side.moveTask({
      taskId: tasks[0]!.task_id,
      trigger: 'withdraw_claim',
      actor: { kind: 'operator', id: operatorId },
      now: new Date(),
      clears: ['operator'],
    });
    expect((await claim(tasks[3]!)).task.status).toBe('ESTIMATE_PENDING');
  });

  it('refuses the tasks of a suspended agent, naming the reason, and holds nothing', async () => {
    const agentId = await newAgent(20);
    await side.suspend(agentId, 'Contract breach');
    const task = aTaskOf(agentId);
    expect(await refusalOf(insert(task))).toEqual({ error: 'ForbiddenError', message: 'Agent suspended: Contract breach' });
    expect(await side.moves.getTask(task.task_id)).toBeUndefined();
    expect(await side.deposit(agentId)).toBe(2_000);
  });

  it('refuses a claim by an operator who has no record, as over the claim limit', async () => {
    const agentId = await newAgent(20);
    const task = aTaskOf(agentId);
    await insert(task);
    const stranger = `op_contract_${randomUUID()}`;
    const claim = side.moveTask({
      taskId: task.task_id,
      trigger: 'accept',
      actor: { kind: 'operator', id: stranger },
      now: new Date(),
      changes: () => ({ operator: { id: stranger, name: 'Nobody', rating: 5 }, claimed_at: new Date().toISOString() }),
    });
    // The store's condition on the operator's item fails alike for a missing item and a full one.
    expect(await refusalOf(claim)).toEqual({ error: 'RuleViolationError', message: 'Too many open claims' });
    expect((await side.moves.getTask(task.task_id))?.status).toBe('PENDING');
  });

  it('saves a change of no status only while the task is as it was read', async () => {
    const agentId = await newAgent(20);
    const task = aTaskOf(agentId);
    await insert(task);
    const read = (await side.moves.getTask(task.task_id))!;
    expect(await side.moves.saveWithoutTransition(read, { ...read, title: 'Is the bakery still open?' })).toBe(true);
    const moved = await side.moveTask({ taskId: task.task_id, trigger: 'cancel', actor: { kind: 'agent', id: agentId }, now: new Date() });
    expect(moved.task.status).toBe('CANCELLED');
    expect(await side.moves.saveWithoutTransition(read, { ...read, title: 'Too late' })).toBe(false);
    expect((await side.moves.getTask(task.task_id))?.title).toBe('Is the bakery still open?');
  });
});
