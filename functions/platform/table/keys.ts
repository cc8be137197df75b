import { sortableInstant } from '../kernel/instants';
import { allShards, shardOf } from '../kernel/shards';

/**
 * The keys of the table's shared infrastructure: the timer index several modules write, idempotency
 * records, captured mail. Every other item's keys are its owner's, in the owning module's store/keys.ts
 * (contexts/<context>/<module>/store/keys.ts). Partition keys are `TYPE#id`; one partition holds an
 * aggregate and its children, and a module's items in another's partition (AGENT#, OPERATOR#, TASK#,
 * BATCH#) have a sort key prefix of their own (test/unit/functions/platform/table/key-prefixes.test.ts).
 */

/**
 * The timer index is spread over this many partitions by task, so that no one partition takes a
 * write from every task (DynamoDB gives a partition 1,000 write units a second). The bench's scale
 * model measured about 34 write units per task on it while each status change had a callback check
 * of its own (the task's timer moving with its status, each in a transaction, at the transactional
 * rate): 5,000 tasks a second were 170,000 units, which 256 shards take at about 660 each (66% of a
 * partition). Since a task's callback check rides on its timer entry (Task.callbacks_due) it measures
 * about 6, so fewer shards would do; they are kept while nothing is deployed to measure against.
 * The sweep reads every shard once a run (256 small queries: a minute apart deployed, about
 * 0.3 s of DynamoDB Local's time in the local stack's once-a-second sweep). More shards can be
 * added to a live table (a task's shard only moves with its next timer write); fewer cannot.
 */
export const TIMER_SHARDS = 256;

/** A task's (or a deposit's, a payout's) timer index partition. */
const timersPartitionOf = (id: string): string => `TIMERS#${shardOf(id, TIMER_SHARDS)}`;

export const platformKeys = {
  /**
   * gsi3: the timer index, the sweep's, written by the modules whose items wait in it: a task by the
   * time its next timer fires (deadline expiry, claim lapse, its callback check), a deposit waiting for
   * confirmations or a payout not yet settled by when its workflow should have settled it
   * (contexts/money/deposits/store/chain-checks-store.ts: the sweep then starts that workflow again).
   * Each entry is in the shard of its item's id.
   */
  timer: (dueAt: string, id: string) => ({ gsi3pk: timersPartitionOf(id), gsi3sk: `${sortableInstant(dueAt)}#${id}` }),
  /** The timer index partition of a task's timers (its callback check among them). */
  timersPartitionOf: (taskId: string) => timersPartitionOf(taskId),
  /** Every timer index partition: the sweep reads them all. */
  timersPartitions: allShards(TIMER_SHARDS).map((shard) => `TIMERS#${shard}`),
  /** A caller's Idempotency-Key for one operation. */
  idempotency: (scope: string, key: string) => ({ pk: `IDEMPOTENCY#${scope}`, sk: key }),
  /** Mail captured instead of sent (development only). */
  capturedMail: (sentAt: string, id: string) => ({ pk: 'DEV_MAIL', sk: `${sentAt}#${id}` }),
  capturedMailPartition: 'DEV_MAIL',
} as const;

export const epochSeconds = (date: Date): number => Math.floor(date.getTime() / 1000);
