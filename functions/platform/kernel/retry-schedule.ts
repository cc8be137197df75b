/**
 * When a failed callback or webhook delivery is tried again: exponential backoff from `baseMs`, capped at
 * `maxDelayMs`, with equal jitter (each delay lies between half and all of its nominal
 * value, so receivers coming back from an outage are not hit by every sender at once).
 * After `maxAttempts` attempts the event goes to the dead-letter queue.
 */
export interface RetryPolicy {
  baseMs: number;
  maxDelayMs: number;
  maxAttempts: number;
}

const nominalDelayMs = (policy: Omit<RetryPolicy, 'maxAttempts'>, failedAttempts: number): number =>
  Math.min(policy.maxDelayMs, policy.baseMs * 2 ** (failedAttempts - 1));

/** The delay before the attempt after `failedAttempts` failures (1 for the first retry). */
export const retryDelayMs = (policy: RetryPolicy, failedAttempts: number, random: () => number = Math.random): number => {
  const nominal = nominalDelayMs(policy, failedAttempts);
  return Math.round(nominal / 2 + (random() * nominal) / 2);
};

/** The shortest time from the first attempt to the last, whatever the jitter draws. */
export const minimumRetryWindowMs = (policy: RetryPolicy): number => {
  let total = 0;
  for (let failed = 1; failed < policy.maxAttempts; failed++) total += nominalDelayMs(policy, failed) / 2;
  return total;
};

/**
 * The production schedule: retries for at least 24 hours (docs/api-guide.md, "Callbacks"). 32 attempts
 * is the fewest whose retries span 24 hours however the jitter falls (a unit test holds it so), written
 * out rather than counted by every function at its cold start.
 */
export const DEFAULT_RETRY_POLICY: RetryPolicy = { baseMs: 30_000, maxDelayMs: 2 * 60 * 60 * 1000, maxAttempts: 32 };
