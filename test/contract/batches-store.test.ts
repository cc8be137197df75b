import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { dailyUsageOf, type Tier } from '../../functions/contexts/accounts/agents/domain/tiers';
import { entries } from '../../functions/contexts/money/ledger/domain';
import type { Batch } from '../../functions/contexts/work/batches/domain/batches';
import type { BatchesStore, BatchSeats } from '../../functions/contexts/work/batches/ports';
import { batchesTable, seatReads } from '../../functions/contexts/work/batches/wiring/table';
import type { Task } from '../../functions/contexts/work/tasks/domain/tasks';
import type { MoveTask } from '../../functions/contexts/work/tasks/ports';
import { countMoveMetrics } from '../../functions/contexts/work/tasks/use-cases/move-metrics';
import { moveTaskWith } from '../../functions/contexts/work/tasks/use-cases/move-task';
import { taskMovesTable } from '../../functions/contexts/work/tasks/wiring/move-table';
import { nothingContributed } from '../../functions/platform/table/contribution';
import { contractSides, refusalOf } from '../support/contract-sides';
import { type ContractLedger, ledgerOn, ledgerOnTable } from '../support/contract-table';
import { FakeBatchesTable } from '../support/fakes/batches';
import { MOVE_RULES } from '../support/fakes/tasks';
import { aTask } from '../support/task-fixture';

interface Batches extends ContractLedger {
  store: BatchesStore;
  seats: Pick<BatchSeats, 'getSeats'>;
  /** Cancels a seat (its share refunded), so that no open task stays in the run's table. */
  cancel(task: Task): Promise<void>;
}

const sides = contractSides<Batches>({
  fake: () => {
    const table = new FakeBatchesTable();
    return {
      store: table,
      seats: table,
      ...ledgerOn(table.ledger),
      cancel: async (task) => void (await table.cancelSeat(task.task_id, task.agent_id, new Date())),
    };
  },
  'DynamoDB Local': () => {
    const moveTask: MoveTask = moveTaskWith({ tasks: taskMovesTable, rules: MOVE_RULES, countMove: countMoveMetrics });
    return {
      store: batchesTable,
      seats: seatReads,
      ...ledgerOnTable,
      cancel: async (task) =>
        void (await moveTask({ taskId: task.task_id, trigger: 'cancel', actor: { kind: 'agent', id: task.agent_id }, now: new Date() })),
    };
  },
});

const NOW = new Date();
const DEADLINE = new Date(NOW.getTime() + 7 * 24 * 3_600_000).toISOString();

describe.each(sides)('The batches store (%s)', (_side, make) => {
  const { store, seats, post, deposit, cancel } = make();
  const inserted: Task[] = [];
  afterAll(async () => {
    for (const task of inserted) await cancel(task).catch(() => undefined);
  });

  const newAgent = async (dollars: number) => {
    const agentId = `agt_contract_${randomUUID()}`;
    await post(entries.deposit(agentId, dollars * 100, randomUUID()));
    return agentId;
  };
  /** A batch of `count` $1 seats ($1.10 held each) with its drafted seats. */
  const aBatch = (agentId: string, count: number, tier: Tier = 'VERIFIED') => {
    const batchId = `bat_${randomUUID()}`;
    const tasks = Array.from({ length: count }, () =>
      aTask({
        task_id: `tsk_${randomUUID()}`,
        agent_id: agentId,
        batch_id: batchId,
        reward_cents: 100,
        fee_cents: 10,
        escrow_cents: 110,
        deadline: DEADLINE,
        created_at: NOW.toISOString(),
        updated_at: NOW.toISOString(),
        version: 1,
      }),
    );
    const batch: Batch = {
      batch_id: batchId,
      agent_id: agentId,
      task_ids: tasks.map((task) => task.task_id),
      consensus: { field: 'open', min_agreement: 2 },
      total_escrow_cents: 110 * count,
      sandbox: false,
      created_at: NOW.toISOString(),
    };
    const drafted = { tasks, price: { reward: 100, fee: 10, total: 110 }, usage: { ...dailyUsageOf(tier, NOW), maxRestricted: 20 } };
    return { batch, drafted };
  };
  const insert = async ({ batch, drafted }: ReturnType<typeof aBatch>) => {
    await store.insertBatch(batch, drafted, nothingContributed);
    inserted.push(...drafted.tasks);
  };

  it('writes a batch with its seats under one hold, once: the same batch again is refused by its hold’s entry, written before', async () => {
    const agentId = await newAgent(10);
    const made = aBatch(agentId, 3);
    await insert(made);
    expect(await deposit(agentId)).toBe(1_000 - 330);
    expect(await store.getBatch(made.batch.batch_id)).toEqual(made.batch);
    expect((await seats.getSeats(made.batch.task_ids)).map((seat) => [seat.task_id, seat.status, seat.batch_id])).toEqual(
      made.drafted.tasks.map((task) => [task.task_id, 'PENDING', made.batch.batch_id]),
    );
    const again = aBatch(agentId, 1);
    // The hold is keyed by the batch, and its entry comes before the batch item in the transaction.
    expect(await refusalOf(store.insertBatch(made.batch, again.drafted, nothingContributed))).toEqual({ condition: 'entry_absent' });
    expect(await seats.getSeats(again.batch.task_ids)).toEqual([]);
    expect(await deposit(agentId)).toBe(670);
  });

  it('refuses a batch the deposit does not cover, naming the shortfall, and writes nothing', async () => {
    const agentId = await newAgent(3);
    const made = aBatch(agentId, 3);
    expect(await refusalOf(store.insertBatch(made.batch, made.drafted, nothingContributed))).toMatchObject({
      error: 'EscrowShortfallError',
      message: 'Insufficient balance for escrow',
      shortfall: 30,
    });
    expect(await store.getBatch(made.batch.batch_id)).toBeUndefined();
    expect(await seats.getSeats(made.batch.task_ids)).toEqual([]);
    expect(await deposit(agentId)).toBe(300);
  });

  it('refuses a batch of more seats than the tier’s day allows, and writes nothing', async () => {
    const agentId = await newAgent(20);
    const made = aBatch(agentId, 11);
    expect(await refusalOf(store.insertBatch(made.batch, made.drafted, nothingContributed))).toEqual({
      error: 'RuleViolationError',
      message: 'Daily task limit reached: VERIFIED tier allows 10 tasks per day',
    });
    expect(await store.getBatch(made.batch.batch_id)).toBeUndefined();
    expect(await deposit(agentId)).toBe(2_000);
  });

  it('records a batch’s consensus once, and none for a batch that does not exist', async () => {
    const agentId = await newAgent(10);
    const made = aBatch(agentId, 2);
    await insert(made);
    const consensus = { field: 'open', value: true, agreeing: 2, reached: true };
    const seat = made.drafted.tasks[0]!;
    const at = new Date().toISOString();
    expect(await store.recordConsensus(made.batch, consensus, seat, at)).toBe(true);
    expect(await store.recordConsensus(made.batch, consensus, seat, new Date().toISOString())).toBe(false);
    expect(await store.getBatch(made.batch.batch_id)).toEqual({ ...made.batch, consensus_reached_at: at });
    const missing = aBatch(agentId, 1);
    expect(await store.recordConsensus(missing.batch, consensus, missing.drafted.tasks[0]!, at)).toBe(false);
  });
});
