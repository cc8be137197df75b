import type { Tier } from '../../../functions/contexts/accounts/agents/domain/tiers';
import { dailyLimitRefusal, TIER_LIMITS } from '../../../functions/contexts/accounts/agents/domain/tiers';
import { accounts } from '../../../functions/contexts/money/ledger/domain/accounts';
import { entries } from '../../../functions/contexts/money/ledger/domain/ledger';
import type { Batch, Consensus } from '../../../functions/contexts/work/batches/domain/batches';
import type { BatchesStore, BatchPorts, BatchSeats } from '../../../functions/contexts/work/batches/ports';
import type { DraftedTasks } from '../../../functions/contexts/work/tasks/domain/task-drafts';
import { draftTask, type TaskRequest } from '../../../functions/contexts/work/tasks/domain/task-drafts';
import { planMove } from '../../../functions/contexts/work/tasks/domain/task-moves';
import type { Task } from '../../../functions/contexts/work/tasks/domain/tasks';
import { taskErrors } from '../../../functions/contexts/work/tasks/errors';
import { ConditionFailed } from '../../../functions/platform/kernel/conditions';
import type { Cents } from '../../../functions/platform/kernel/money';
import { type Contribution, contributed } from '../../../functions/platform/table/contribution';
import { FakeLedger } from './ledger';

/** The fee the fake drafts with: 10 %. */
export const FAKE_FEE_BPS = 1000;

/**
 * The batches module's table and the tasks it reaches, in memory, with the conditions the real
 * store keeps: a batch and all its seats are written with their one escrow hold, or nothing is
 * (the tier's day, 'balance_covers': 402, the hold's and the batch's ids written once); the
 * consensus is recorded once per batch; a seat is cancelled by the transition table's own plan
 * (planMove), its share refunded through the ledger.
 */
export class FakeBatchesTable implements BatchesStore, BatchSeats {
  readonly batches = new Map<string, Batch>();
  readonly tasks = new Map<string, Task>();
  readonly tiers = new Map<string, Tier>();
  /** The consensus events queued, in order. */
  readonly events: { batchId: string; consensus: Consensus; taskId: string }[] = [];
  /** What each inserted batch committed besides itself (its contribute). */
  readonly contributed: unknown[][] = [];

  constructor(readonly ledger = new FakeLedger()) {}

  async draft(agentId: string, request: TaskRequest, now: Date, ids: { taskIds: string[]; batchId: string }): Promise<DraftedTasks> {
    const tier = this.tiers.get(agentId) ?? 'STANDARD';
    const { task, price } = await draftTask(request, { agentId, tier }, { taskId: ids.taskIds[0]! }, now, {
      feeRate: FAKE_FEE_BPS,
      claimWithinMinMinutes: 5,
    });
    const limits = TIER_LIMITS[tier];
    return {
      tasks: ids.taskIds.map((taskId) => ({ ...task, task_id: taskId, batch_id: ids.batchId })),
      price,
      usage: { day: now.toISOString().slice(0, 10), tier, maxTasks: limits.maxDailyTasks, maxSpend: limits.maxDailySpend, maxRestricted: 20 },
    };
  }

  async getBatch(batchId: string): Promise<Batch | undefined> {
    const batch = this.batches.get(batchId);
    return batch && structuredClone(batch);
  }

  /** Seats and their rewards counted per agent and day (`<agent>#<day>`), as the usage counter holds them. */
  readonly usage = new Map<string, { tasks: number; spend: Cents }>();

  // The store's conditions in its transaction's item order: the day's usage, the seats, the hold, the batch.
  async insertBatch(batch: Batch, seats: DraftedTasks, extraItems: Contribution): Promise<void> {
    const day = `${batch.agent_id}#${seats.usage.day}`;
    const today = this.usage.get(day) ?? { tasks: 0, spend: 0 };
    const spend = seats.tasks.reduce((sum, seat) => sum + seat.reward_cents, 0);
    const overLimit = dailyLimitRefusal(seats.usage.tier, today, spend, seats.tasks.length);
    if (overLimit) throw overLimit;
    if (seats.tasks.some((seat) => this.tasks.has(seat.task_id))) throw new ConditionFailed('item_absent', undefined, 1);
    const hold = batch.total_escrow_cents > 0 ? entries.batchEscrowHold(batch.agent_id, batch.batch_id, batch.total_escrow_cents) : undefined;
    const refused = hold && this.ledger.refusal(hold);
    if (refused === 'balance_covers')
      throw taskErrors.insufficientEscrowBalance(batch.total_escrow_cents - this.ledger.balance(accounts.agentDeposit(batch.agent_id)));
    if (refused) throw new ConditionFailed(refused, undefined, 1 + seats.tasks.length);
    if (this.batches.has(batch.batch_id)) throw new ConditionFailed('item_absent', undefined, 1 + seats.tasks.length);
    if (hold) this.ledger.apply(hold);
    this.usage.set(day, { tasks: today.tasks + seats.tasks.length, spend: today.spend + spend });
    for (const seat of seats.tasks) this.tasks.set(seat.task_id, structuredClone(seat));
    this.batches.set(batch.batch_id, structuredClone(batch));
    this.contributed.push([...contributed(extraItems).items]);
  }

  async recordConsensus(batch: Batch, consensus: Consensus, seat: Task, at: string): Promise<boolean> {
    const stored = this.batches.get(batch.batch_id);
    if (!stored || stored.consensus_reached_at) return false;
    stored.consensus_reached_at = at;
    this.events.push({ batchId: batch.batch_id, consensus: structuredClone(consensus), taskId: seat.task_id });
    return true;
  }

  async getSeats(taskIds: readonly string[]): Promise<Task[]> {
    return taskIds.flatMap((taskId) => {
      const task = this.tasks.get(taskId);
      return task ? [structuredClone(task)] : [];
    });
  }

  async cancelSeat(taskId: string, agentId: string, now: Date): Promise<Task> {
    const plan = planMove(
      this.tasks.get(taskId),
      { taskId, trigger: 'cancel', actor: { kind: 'agent', id: agentId }, now, changes: () => ({ cancelled_at: now.toISOString() }) },
      {
        timerRules: { workGraceMs: 24 * 3_600_000, stallMs: 300_000, safetyHoldMs: 24 * 3_600_000 },
        maxOpenClaims: 3,
        killFee: { percent: 10, minCents: 100 },
      },
    );
    if (plan.money) this.ledger.post(plan.money);
    this.tasks.set(taskId, plan.next);
    return structuredClone(plan.next);
  }
}

/** The batches ports, faked: the table above for the store and the seats, and counting ids. */
export const fakeBatches = () => {
  const table = new FakeBatchesTable();
  let next = 0;
  const ports: BatchPorts = { batches: table, seats: table, ids: { newId: (prefix) => `${prefix}_${++next}` } };
  return { ...ports, table, ledger: table.ledger };
};
