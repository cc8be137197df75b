import type { Cents } from '../../../../platform/kernel/money';
import type { TaskStatus } from './tasks';

/** The settings of the kill fee: KILL_FEE_PERCENT of the reward, at least KILL_FEE_MIN_USD. */
export interface KillFeeRules {
  percent: number;
  minCents: Cents;
}

/** An agent's cancel from these statuses pays the operator a kill fee: an operator holds the task, its estimate approved. */
export const KILL_FEE_STATUSES: readonly TaskStatus[] = ['ACCEPTED'];

/**
 * The operator's kill fee on `rewardCents`: the percentage floored to the cent (never more than
 * the rule says), raised to the minimum, and never more than the reward (the escrow pays it).
 */
export const killFeeCents = (rewardCents: Cents, rules: KillFeeRules): Cents =>
  Math.min(rewardCents, Math.max(rules.minCents, Math.floor((rewardCents * rules.percent) / 100)));
