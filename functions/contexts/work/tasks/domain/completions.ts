import { cellsAround, encodeGeohash } from '../../../../platform/kernel/geohash';
import type { Cents } from '../../../../platform/kernel/money';
import { shardOf } from '../../../../platform/kernel/shards';
import type { Task, TaskType } from './tasks';

/**
 * The completion index: one small record per completed real task, by task type and place, kept
 * 90 days, so a quote reads a few partitions (never a scan) to price a task like those done near
 * it. Where a task was done is its geohash cell at CELL_PRECISION (about 39 x 20 km at the
 * equator, narrower toward the poles); an unlocated task's record goes to one of a few shards of
 * its type instead (a hot type must not land on one partition).
 */
const CELL_PRECISION = 4;
/**
 * 16, so that one type's unlocated completions (a transactional write of ~0.3 KB each, 2 units)
 * fill a partition's 1,000 write units a second only at 8,000 tasks a second, as the other sharded
 * keys; 8 capped the service at 4,000. An unlocated quote reads them all, fewer than MAX_CELLS.
 */
export const UNLOCATED_SHARDS = 16;
/** How far a similar task may be from a located one. */
export const SIMILAR_RADIUS_KM = 25;
/** How long a completion counts as similar: also its record's lifetime (TTL). */
export const SIMILAR_DAYS = 90;
/** "Lately" for coverage: operators who completed work near there within this many days. */
export const COVERAGE_DAYS = 30;
/** The most cells a located quote reads: a 25 km circle touches 6 to 16 cells below 70 degrees of latitude. */
export const MAX_CELLS = 24;

export interface Completion {
  task_id: string;
  task_type: TaskType;
  reward_cents: Cents;
  operator_id: string;
  /** From the task's creation to the claim that completed it, in whole minutes. */
  claim_minutes: number;
  completed_at: string;
  location?: { lat: number; lng: number };
}

/** The record a task leaves when it completes: real tasks with an operator only (sandbox runs are not the market). */
export const completionOf = (task: Task): Completion | undefined => {
  if (task.sandbox || task.status !== 'COMPLETED' || !task.operator || !task.claimed_at || !task.completed_at) return undefined;
  return {
    task_id: task.task_id,
    task_type: task.task_type,
    reward_cents: task.reward_cents,
    operator_id: task.operator.id,
    claim_minutes: Math.max(0, Math.round((Date.parse(task.claimed_at) - Date.parse(task.created_at)) / 60_000)),
    completed_at: task.completed_at,
    ...(task.location ? { location: { lat: task.location.lat, lng: task.location.lng } } : {}),
  };
};

/** Where a completion is filed within its type: its cell, or an unlocated shard (`-<n>`). */
export const placeOf = (completion: Pick<Completion, 'task_id' | 'location'>): string =>
  completion.location
    ? encodeGeohash(completion.location.lat, completion.location.lng, CELL_PRECISION)
    : `-${shardOf(completion.task_id, UNLOCATED_SHARDS)}`;

/** The places a quote reads for a task at `location`: the cells within the similar radius, or every unlocated shard. */
export const placesNear = (location: { lat: number; lng: number } | undefined): string[] =>
  location
    ? cellsAround(location, SIMILAR_RADIUS_KM, CELL_PRECISION, MAX_CELLS)
    : Array.from({ length: UNLOCATED_SHARDS }, (_, shard) => `-${shard}`);
