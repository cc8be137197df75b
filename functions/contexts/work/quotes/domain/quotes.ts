import type { DomainError } from '../../../../platform/kernel/errors';
import { distanceKm } from '../../../../platform/kernel/geohash';
import type { Cents } from '../../../../platform/kernel/money';
import { COVERAGE_DAYS, type Completion, type Price, SIMILAR_DAYS, SIMILAR_RADIUS_KM } from '../../tasks/domain';

/** Fewer similar completions than this suggest no reward: a median of a handful says little. */
export const MIN_SIMILAR = 5;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The middle value; of an even count, the mean of the two middle ones, rounded half up. Undefined when empty. */
export const median = (values: readonly number[]): number | undefined => {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
};

/**
 * The completions similar to a task of `taskType` at `location`: the same type, completed within
 * `days` before `now`, and within SIMILAR_RADIUS_KM when the task is located (an unlocated task is
 * compared with unlocated ones: the index files them apart).
 */
const similarCompletions = (
  completions: readonly Completion[],
  task: { taskType: string; location?: { lat: number; lng: number } },
  now: Date,
  days: number,
): Completion[] => {
  const since = new Date(now.getTime() - days * DAY_MS).toISOString();
  return completions.filter(
    (completion) =>
      completion.task_type === task.taskType &&
      completion.completed_at >= since &&
      (task.location
        ? completion.location !== undefined && distanceKm(task.location, completion.location) <= SIMILAR_RADIUS_KM
        : !completion.location),
  );
};

export interface Quote {
  price: Price;
  refusals: DomainError[];
  suggestedReward: Cents | null;
  coverage: { operatorsNearby: number; medianClaimMinutes: number | null };
  /** With claim_within_minutes: whether similar tasks nearby were usually claimed that fast (null: no such tasks to tell). */
  claimWithin: { minutes: number; usuallyMet: boolean | null } | null;
}

/**
 * A quote from what creation would charge and refuse, and the completions read near the task:
 * the suggested reward is the median reward of the similar ones of the last SIMILAR_DAYS (none
 * below MIN_SIMILAR); coverage counts the distinct operators who completed similar work in the
 * last COVERAGE_DAYS and the median time those tasks waited for their claim; a claim deadline is
 * usually met when that median is within it.
 */
export const quoteOf = (
  draft: { price: Price; refusals: DomainError[] },
  completions: readonly Completion[],
  task: { taskType: string; location?: { lat: number; lng: number }; claimWithinMinutes?: number },
  now: Date,
): Quote => {
  const similar = similarCompletions(completions, task, now, SIMILAR_DAYS);
  const recent = similarCompletions(similar, task, now, COVERAGE_DAYS);
  const medianClaimMinutes = median(recent.map((c) => c.claim_minutes)) ?? null;
  const minutes = task.claimWithinMinutes;
  return {
    price: draft.price,
    refusals: draft.refusals,
    suggestedReward: similar.length >= MIN_SIMILAR ? median(similar.map((c) => c.reward_cents))! : null,
    coverage: {
      operatorsNearby: new Set(recent.map((c) => c.operator_id)).size,
      medianClaimMinutes,
    },
    claimWithin: minutes === undefined ? null : { minutes, usuallyMet: medianClaimMinutes === null ? null : medianClaimMinutes <= minutes },
  };
};
