import { accounts } from '../functions/contexts/money/ledger/domain/accounts';
import { ledgerKeys } from '../functions/contexts/money/ledger/store/keys';
import { placesNear, TASK_TYPES } from '../functions/contexts/work/tasks/domain';
import { tasksKeys } from '../functions/contexts/work/tasks/store/keys';
import { platformKeys } from '../functions/platform/table/keys';
import { type PartitionCount, type PartitionTarget, parsePartitionCountName } from './partitions';
import { round, sum } from './stats';
import { TARGETS } from './targets';

/**
 * The scale model: from the units each measured task spent on each partition (bench/partitions.ts),
 * the task rate at which the busiest partition reaches DynamoDB's per-partition limit. A partition
 * whose key names one entity (TASK#<id>, AGENT#<id>) takes load from that entity's tasks only, so
 * the service's task rate never saturates it; a global key (OPEN_TASKS, ACCOUNT#platform:fees)
 * takes a share of every task's, so it caps the whole service; a sharded one (TIMERS#<n>) caps it
 * at its shard count times that.
 */

export const SCALE_ASSUMPTIONS = [
  "Scale model: units at AWS's rates (a write 1 unit per KB, an index entry's size plus 100 bytes; a transaction's writes twice, index writes included, as the cost report prices them: whether AWS bills a transaction's index writes so is not documented, so the model errs towards hot); a read as DynamoDB Local reported it, a batch's split by item size.",
  "Scale model: a sharded key's units spread evenly over its shards (their hash's spread is tested); one partition per key value takes 1,000 write and 3,000 read units a second (no split for heat, no burst); the bench's tasks share one agent and one operator, so per-entity keys show the load of one busy entity, which caps that entity's own rate only.",
];

/** DynamoDB's throughput limit of one partition, per second. */
export const PARTITION_LIMITS = { write: 1000, read: 3000 } as const;

/** How a key's partitions scale with the task rate. */
export type KeyScope = 'global' | 'sharded' | 'per-entity';

export interface ScaleModelRow {
  kind: 'read' | 'write';
  target: PartitionTarget;
  /** The key, or its pattern: an entity id as `*`, a shard number as `<n>`. */
  pattern: string;
  scope: KeyScope;
  /** Partitions of the pattern: seen, or for a sharded key its shard count. */
  partitions: number;
  /** The share of the measured tasks that touched the key (one of the pattern's partitions: the busiest). */
  shareOfTasks: number;
  /**
   * Units per task on one partition: over all tasks for a global key; over all tasks divided by the
   * shard count for a sharded one (spread evenly); per task that touched it for a per-entity key.
   */
  unitsPerTask: number;
  /** The task rate at which one partition reaches the limit; for a per-entity key, the rate of one entity's own tasks. */
  saturatesAtTasksPerSecond: number;
}

export interface ScaleModel {
  lifecycles: number;
  /** The busiest partitions first (lowest saturating rate), reads and writes. */
  rows: ScaleModelRow[];
  /** The global or sharded key that saturates first: the service's ceiling. */
  hottest?: ScaleModelRow;
  target: number;
  meetsTarget: boolean;
}

const ID = /^(?:[a-z]+_[0-9a-f]{16,}|[0-9a-f]{4,}|[0-9a-f-]{36}|0x[0-9a-fA-F]+|.*@.*)$/;
/** A shard number; negative for the completion index's unlocated shards (`COMPLETIONS#<type>#-3`). */
const SHARD = /^-?\d{1,3}$/;

/**
 * A key's pattern: an entity id (`agt_3f…`, a UUID, a hash or its bits, an address, an email) becomes `*`, a
 * shard number `<n>`: `ACCOUNT#agent:agt_1f…:deposit` -> `ACCOUNT#agent:*:deposit`, `TIMERS#7` -> `TIMERS#<n>`,
 * `COMPLETIONS#VERIFICATION#-7` -> `COMPLETIONS#VERIFICATION#-<n>`.
 */
export const keyPattern = (key: string): string =>
  key
    .split(/([#:])/)
    .map((segment) => (ID.test(segment) ? '*' : SHARD.test(segment) ? `${segment.startsWith('-') ? '-' : ''}<n>` : segment))
    .join('');

export const scopeOf = (pattern: string): KeyScope => (pattern.includes('*') ? 'per-entity' : pattern.includes('<n>') ? 'sharded' : 'global');

/** Each sharded key's shard count by its pattern, from the store's keys. */
export const SHARD_COUNTS: Record<string, number> = Object.fromEntries(
  [
    platformKeys.timersPartitions,
    tasksKeys.openTaskPartitions,
    accounts.platformFeeAccounts.map((account) => ledgerKeys.account(account).pk),
    ...TASK_TYPES.map((type) => placesNear(undefined).map((place) => tasksKeys.taskCompletionsPartition(type, place))),
  ].map((partitions) => [keyPattern(partitions[0]!), partitions.length]),
);

/**
 * The model of `lifecycles` measured tasks from their counted partition units (`counts`: the
 * `dynamodb.partition-units` counters). `shards`: each sharded key's shard count by its pattern
 * (from the store's keys), so a shard the few measured tasks missed still counts.
 */
export const scaleModel = (lifecycles: number, counts: Record<string, number>, shards = SHARD_COUNTS): ScaleModel => {
  const byKey = new Map<string, { count: PartitionCount; units: number; lifecycles: Set<number> }>();
  for (const [name, units] of Object.entries(counts)) {
    const count = parsePartitionCountName(name);
    const id = JSON.stringify([count.kind, count.target, count.partition]);
    const entry = byKey.get(id) ?? { count, units: 0, lifecycles: new Set<number>() };
    entry.units += units;
    entry.lifecycles.add(count.lifecycle);
    byKey.set(id, entry);
  }
  const groups = new Map<string, { kind: 'read' | 'write'; target: PartitionTarget; pattern: string; keys: { units: number; tasks: number }[] }>();
  for (const { count, units, lifecycles: touched } of byKey.values()) {
    const pattern = keyPattern(count.partition);
    const id = JSON.stringify([count.kind, count.target, pattern]);
    const group = groups.get(id) ?? { kind: count.kind, target: count.target, pattern, keys: [] };
    group.keys.push({ units, tasks: touched.size });
    groups.set(id, group);
  }
  const rows = [...groups.values()].map(({ kind, target, pattern, keys }): ScaleModelRow => {
    const scope = scopeOf(pattern);
    const partitions = scope === 'sharded' ? (shards[pattern] ?? keys.length) : keys.length;
    const unitsPerTask =
      scope === 'per-entity'
        ? Math.max(...keys.map((key) => key.units / key.tasks))
        : sum(keys.map((key) => key.units)) / lifecycles / (scope === 'sharded' ? partitions : 1);
    const busiest = Math.max(...keys.map((key) => key.tasks));
    return {
      kind,
      target,
      pattern,
      scope,
      partitions,
      shareOfTasks: round(busiest / lifecycles, 3),
      unitsPerTask: round(unitsPerTask, 3),
      saturatesAtTasksPerSecond: Math.floor(PARTITION_LIMITS[kind] / unitsPerTask),
    };
  });
  rows.sort((a, b) => a.saturatesAtTasksPerSecond - b.saturatesAtTasksPerSecond);
  const hottest = rows.find((row) => row.scope !== 'per-entity');
  return {
    lifecycles,
    rows,
    hottest,
    target: TARGETS.minTasksPerSecondBeforeHotKey,
    meetsTarget: !hottest || hottest.saturatesAtTasksPerSecond >= TARGETS.minTasksPerSecondBeforeHotKey,
  };
};
