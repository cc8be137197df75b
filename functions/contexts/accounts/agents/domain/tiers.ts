import type { DomainError } from '../../../../platform/kernel/errors';
import { type Cents, toDollars } from '../../../../platform/kernel/money';
import { agentErrors } from '../errors';

export const TIER_NAMES = ['SANDBOX', 'VERIFIED', 'STANDARD'] as const;
export type Tier = (typeof TIER_NAMES)[number];

interface TierLimits {
  maxDailyTasks: number;
  maxTaskValue: Cents;
  maxDailySpend: Cents;
}

/** The one tier table (docs/api-guide.md, "Tiers and the sandbox"). Amounts in cents. */
export const TIER_LIMITS: Readonly<Record<Tier, TierLimits>> = {
  SANDBOX: { maxDailyTasks: 50, maxTaskValue: 1_000, maxDailySpend: 1_000 },
  VERIFIED: { maxDailyTasks: 10, maxTaskValue: 10_000, maxDailySpend: 20_000 },
  STANDARD: { maxDailyTasks: 100, maxTaskValue: 1_000_000, maxDailySpend: 5_000_000 },
};

/** The tier an agent reaches by verifying its email: never a downgrade. */
export const tierAfterEmailVerification = (tier: Tier): Tier => (tier === 'SANDBOX' ? 'VERIFIED' : tier);

/** Limits as the wire shows them (dollars), as in `sandbox_info.limits`. */
export const limitsOnTheWire = (tier: Tier) => {
  const limits = TIER_LIMITS[tier];
  return {
    maxDailyTasks: limits.maxDailyTasks,
    maxTaskValue: toDollars(limits.maxTaskValue),
    maxDailySpend: toDollars(limits.maxDailySpend),
  };
};

/** What a newly registered agent is told about the sandbox it starts in. */
export const sandboxInfo = () => ({
  what: 'Your agent starts in the SANDBOX tier: tasks are completed by simulated operators with synthetic proof, and no money moves.',
  why: 'So you can build and test your integration, callbacks included, end to end before real people and real USDC are involved.',
  how_to_upgrade:
    'Verify your email (POST /api/v1/agents/verify-email) to reach VERIFIED; then bind a wallet and deposit at least 50 USDC on Base to reach STANDARD.',
  limits: limitsOnTheWire('SANDBOX'),
});

/** Daily limits reset at midnight UTC. */
export const usageDay = (now: Date): string => now.toISOString().slice(0, 10);

/** The day a spend counts against, and its tier's daily limits: what every spend of the agent's deposit (tasks, tips) is held to. */
export interface DailyUsage {
  day: string;
  tier: Tier;
  maxTasks: number;
  maxSpend: Cents;
}

export const dailyUsageOf = (tier: Tier, now: Date): DailyUsage => {
  const limits = TIER_LIMITS[tier];
  return { day: usageDay(now), tier, maxTasks: limits.maxDailyTasks, maxSpend: limits.maxDailySpend };
};

/**
 * The daily limit a new task with `spend` (its reward, without the fee) would break, given what the
 * tier's day counted so far: the task count first, then the spend.
 */
export const dailyLimitRefusal = (tier: Tier, today: { tasks: number; spend: Cents }, spend: Cents, count = 1): DomainError | undefined => {
  const limits = TIER_LIMITS[tier];
  if (today.tasks + count > limits.maxDailyTasks) return agentErrors.dailyTaskLimit(tier, limits.maxDailyTasks);
  if (today.spend + spend > limits.maxDailySpend) return agentErrors.dailySpendLimit(tier, toDollars(limits.maxDailySpend));
  return undefined;
};
