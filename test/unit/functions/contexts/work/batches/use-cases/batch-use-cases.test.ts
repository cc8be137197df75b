import { describe, expect, it } from 'vitest';
import { accounts } from '../../../../../../../functions/contexts/money/ledger/domain/accounts';
import { getBatchState } from '../../../../../../../functions/contexts/work/batches/use-cases/batch-queries';
import { cancelBatch } from '../../../../../../../functions/contexts/work/batches/use-cases/cancel-batch';
import { createBatch } from '../../../../../../../functions/contexts/work/batches/use-cases/create-batch';
import { settleConsensus } from '../../../../../../../functions/contexts/work/batches/use-cases/settle-consensus';
import type { TaskRequest } from '../../../../../../../functions/contexts/work/tasks/domain/task-drafts';
import { contribution } from '../../../../../../../functions/platform/table/contribution';
import { fakeBatches } from '../../../../../../support/fakes/batches';

const NOW = new Date('2026-06-01T12:00:00.000Z');
const task: TaskRequest = {
  title: 'Is the corner store open?',
  description: 'Walk by and look.',
  reward: 1_000,
  proof_requirements: ['photo of the storefront'],
  task_type: 'VERIFICATION',
};

/** The batches ports, faked, with an agent holding `deposit` cents. */
const world = (deposit = 10_000) => {
  const fakes = fakeBatches();
  fakes.ledger.balances.set(accounts.agentDeposit('agt_1'), deposit);
  return fakes;
};

const contribute = () => contribution(['idempotency record' as never]);

describe('createBatch: N seats of one task, all escrowed or none', () => {
  it('drafts every seat through the creation path, holds all of them in one entry, and commits the contribution with them', async () => {
    const fakes = world();
    const batch = await createBatch(fakes, 'agt_1', { task, seats: 3, consensus: { field: 'open', min_agreement: 2 } }, NOW, contribute);
    expect(batch.task_ids).toHaveLength(3);
    expect(batch.total_escrow_cents).toBe(3 * 1_100);
    const seats = await fakes.table.getSeats(batch.task_ids);
    expect(seats.map((seat) => [seat.batch_id, seat.status, seat.escrow_cents])).toEqual(Array(3).fill([batch.batch_id, 'PENDING', 1_100]));
    expect(fakes.ledger.balance(accounts.agentDeposit('agt_1'))).toBe(10_000 - 3_300);
    expect(fakes.ledger.balance(accounts.agentEscrow('agt_1'))).toBe(3_300);
    expect([...fakes.ledger.entries.keys()]).toEqual([`hold:${batch.batch_id}`]);
    expect(fakes.table.contributed).toEqual([['idempotency record']]);
  });

  it('writes nothing when the balance covers some seats but not all (402)', async () => {
    const fakes = world(3_000);
    await expect(createBatch(fakes, 'agt_1', { task, seats: 3 }, NOW, contribute)).rejects.toThrow('Insufficient balance for escrow');
    expect(fakes.table.batches.size).toBe(0);
    expect(fakes.table.tasks.size).toBe(0);
    expect(fakes.ledger.balance(accounts.agentDeposit('agt_1'))).toBe(3_000);
  });

  it('refuses a consensus rule that does not fit before drafting anything', async () => {
    const fakes = world();
    await expect(createBatch(fakes, 'agt_1', { task, seats: 2, consensus: { field: 'open', min_agreement: 3 } }, NOW, contribute)).rejects.toThrow(
      'consensus.min_agreement must be between 2 and seats (2)',
    );
    const withSchema = { ...task, result_schema: { type: 'object' as const, properties: { open: { type: 'boolean' as const } } } };
    await expect(
      createBatch(fakes, 'agt_1', { task: withSchema, seats: 2, consensus: { field: 'price', min_agreement: 2 } }, NOW, contribute),
    ).rejects.toThrow('consensus.field must be a property of result_schema: price');
    expect(fakes.table.tasks.size).toBe(0);
  });

  it('holds nothing in the sandbox', async () => {
    const fakes = world(0);
    fakes.table.tiers.set('agt_1', 'SANDBOX');
    const batch = await createBatch(fakes, 'agt_1', { task: { ...task, reward: 100 }, seats: 2 }, NOW, contribute);
    expect(batch).toMatchObject({ total_escrow_cents: 0, sandbox: true });
    expect(fakes.ledger.entries.size).toBe(0);
  });
});

describe('getBatchState: the batch as its agent sees it', () => {
  it("is 'Batch not found' for another agent's batch, as for none", async () => {
    const fakes = world();
    const batch = await createBatch(fakes, 'agt_1', { task, seats: 2 }, NOW, contribute);
    await expect(getBatchState(fakes, batch.batch_id, 'agt_2')).rejects.toThrow('Batch not found');
    await expect(getBatchState(fakes, 'batch_nope', 'agt_1')).rejects.toThrow('Batch not found');
    const state = await getBatchState(fakes, batch.batch_id, 'agt_1');
    expect(state.counts.PENDING).toBe(2);
    expect(state.consensus).toBeNull();
  });
});

describe('cancelBatch: the open seats are cancelled, each refunded its share', () => {
  it('cancels what may be cancelled and leaves work under way', async () => {
    const fakes = world();
    const batch = await createBatch(fakes, 'agt_1', { task, seats: 3 }, NOW, contribute);
    const working = fakes.table.tasks.get(batch.task_ids[1]!)!;
    fakes.table.tasks.set(working.task_id, { ...working, status: 'IN_PROGRESS', operator: { id: 'op_1', name: 'Ada', rating: 5 } });
    const state = await cancelBatch(fakes, batch.batch_id, 'agt_1', NOW);
    expect(state.counts).toMatchObject({ CANCELLED: 2, IN_PROGRESS: 1 });
    // Two shares back, one still held by the seat under way: the escrow is the open seats' holds.
    expect(fakes.ledger.balance(accounts.agentEscrow('agt_1'))).toBe(1_100);
    expect(fakes.ledger.balance(accounts.agentDeposit('agt_1'))).toBe(10_000 - 1_100);
    // Again: nothing more to cancel, nothing moves.
    await cancelBatch(fakes, batch.batch_id, 'agt_1', NOW);
    expect(fakes.ledger.balance(accounts.agentEscrow('agt_1'))).toBe(1_100);
  });

  it("refuses another agent's batch", async () => {
    const fakes = world();
    const batch = await createBatch(fakes, 'agt_1', { task, seats: 2 }, NOW, contribute);
    await expect(cancelBatch(fakes, batch.batch_id, 'agt_2', NOW)).rejects.toThrow('Batch not found');
    expect(fakes.ledger.balance(accounts.agentEscrow('agt_1'))).toBe(2_200);
  });
});

describe('settleConsensus: recorded and announced once, when reached', () => {
  const complete = (fakes: ReturnType<typeof world>, taskId: string, open: string | number | boolean, minute: number) => {
    const seat = {
      ...fakes.table.tasks.get(taskId)!,
      status: 'COMPLETED' as const,
      completed_at: `2026-06-01T12:0${minute}:00.000Z`,
      result: { open },
    };
    fakes.table.tasks.set(taskId, seat);
    return seat;
  };

  it('queues one event when the second agreeing seat completes, none before and none after', async () => {
    const fakes = world();
    const batch = await createBatch(fakes, 'agt_1', { task, seats: 3, consensus: { field: 'open', min_agreement: 2 } }, NOW, contribute);
    const [a, b, c] = batch.task_ids as [string, string, string];
    await settleConsensus(fakes, complete(fakes, a, true, 1), NOW);
    expect(fakes.table.events).toEqual([]);
    await settleConsensus(fakes, complete(fakes, b, true, 2), NOW);
    expect(fakes.table.events).toEqual([
      { batchId: batch.batch_id, taskId: b, consensus: { field: 'open', value: true, agreeing: 2, reached: true } },
    ]);
    await settleConsensus(fakes, complete(fakes, c, true, 3), NOW);
    // A retried settlement (the finalization step run again) queues nothing more either.
    await settleConsensus(fakes, fakes.table.tasks.get(b)!, NOW);
    expect(fakes.table.events).toHaveLength(1);
    expect((await getBatchState(fakes, batch.batch_id, 'agt_1')).consensus).toEqual({ field: 'open', value: true, agreeing: 3, reached: true });
  });

  it('names the seat whose completion reached it when an earlier seat records it: a late retry of its finalization', async () => {
    const fakes = world();
    const batch = await createBatch(fakes, 'agt_1', { task, seats: 3, consensus: { field: 'open', min_agreement: 2 } }, NOW, contribute);
    const [a, b, c] = batch.task_ids as [string, string, string];
    const first = complete(fakes, a, 'Yes', 1);
    complete(fakes, b, 'no', 2);
    complete(fakes, c, ' yes', 3);
    // Seat a's finalization, retried after c completed, settles before c's own path does.
    await settleConsensus(fakes, first, NOW);
    await settleConsensus(fakes, fakes.table.tasks.get(c)!, NOW);
    expect(fakes.table.events).toEqual([
      { batchId: batch.batch_id, taskId: c, consensus: { field: 'open', value: 'Yes', agreeing: 2, reached: true } },
    ]);
  });

  it('does nothing for a batch without a consensus rule, or a task of no batch', async () => {
    const fakes = world();
    const batch = await createBatch(fakes, 'agt_1', { task, seats: 2 }, NOW, contribute);
    for (const [minute, taskId] of batch.task_ids.entries()) await settleConsensus(fakes, complete(fakes, taskId, true, minute), NOW);
    const { batch_id: _, ...loose } = fakes.table.tasks.get(batch.task_ids[0]!)!;
    await settleConsensus(fakes, loose, NOW);
    expect(fakes.table.events).toEqual([]);
  });
});
