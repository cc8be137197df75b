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

/** The fewest attempts whose retries span at least `windowMs`. */
export const attemptsSpanning = (policy: Omit<RetryPolicy, 'maxAttempts'>, windowMs: number): number => {
  let attempts = 1;
  while (minimumRetryWindowMs({ ...policy, maxAttempts: attempts }) < windowMs) attempts++;
  return attempts;
};

const BACKOFF = { baseMs: 30_000, maxDelayMs: 2 * 60 * 60 * 1000 };

/** The production schedule: retries for at least 24 hours (docs/api-guide.md, "Callbacks"). */
export const DEFAULT_RETRY_POLICY: RetryPolicy = { ...BACKOFF, maxAttempts: attemptsSpanning(BACKOFF, 24 * 60 * 60 * 1000) };
