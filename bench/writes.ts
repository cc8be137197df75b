import type { Counters } from '../local/instrumentation';
import { AWS_ITEM_BYTES_COUNTER, AWS_ITEM_WRITES_COUNTER, AWS_WRITES_COUNTER } from './partitions';
import { round } from './stats';
import { WRITE_REASONS } from './write-reasons';

/**
 * Every write a completed task makes, at AWS's billing (bench/partitions.ts counts them item by item
 * from the table's stream): per operation (the function that wrote) and item kind, the item writes,
 * their average size, the units on the table and on each index, and why the write is needed
 * (bench/write-reasons.ts). A write with no reason there is reported as such: nobody has said why
 * it must exist.
 */
export interface WriteRow {
  operation: string;
  item: string;
  /** Item writes per task. */
  writes: number;
  /** Average size of the item written, bytes (the larger of its old and new image). */
  avgBytes: number;
  transactional: boolean;
  /** Write units per task, by target ('table' or an index). */
  units: Record<string, number>;
  total: number;
  reason: string;
}

export const NO_REASON = 'NO REASON RECORDED';

export const writeRows = (counters: Counters, lifecycles: number): WriteRow[] => {
  const rows = new Map<string, WriteRow>();
  for (const [name, units] of Object.entries(counters[AWS_WRITES_COUNTER] ?? {})) {
    const [operation, item, target, transactional] = JSON.parse(name) as [string, string, string, boolean];
    const key = JSON.stringify([operation, item]);
    const writes = counters[AWS_ITEM_WRITES_COUNTER]?.[key] ?? 0;
    const row = rows.get(key) ?? {
      operation,
      item,
      writes: round(writes / lifecycles, 2),
      avgBytes: writes ? Math.round((counters[AWS_ITEM_BYTES_COUNTER]?.[key] ?? 0) / writes) : 0,
      transactional,
      units: {},
      total: 0,
      reason: WRITE_REASONS[operation]?.[item] ?? NO_REASON,
    };
    row.transactional ||= transactional;
    row.units[target] = round((row.units[target] ?? 0) + units / lifecycles, 2);
    row.total = round(row.total + units / lifecycles, 2);
    rows.set(key, row);
  }
  return [...rows.values()].sort((a, b) => a.operation.localeCompare(b.operation) || b.total - a.total);
};

/** Units per task by operation, largest first. */
export const unitsByOperation = (rows: WriteRow[]): Record<string, number> => {
  const totals: Record<string, number> = {};
  for (const row of rows) totals[row.operation] = round((totals[row.operation] ?? 0) + row.total, 2);
  return Object.fromEntries(Object.entries(totals).sort(([, a], [, b]) => b - a));
};
