import { describe, expect, it } from 'vitest';
import { DEFAULT_RETRY_POLICY, minimumRetryWindowMs, retryDelayMs } from '../../../../../functions/platform/kernel/retry-schedule';

const DAY = 24 * 60 * 60 * 1000;

describe('Callback retry schedule', () => {
  it('doubles from the base up to the cap, with jitter between half and all of each delay', () => {
    const policy = { baseMs: 1000, maxDelayMs: 8000, maxAttempts: 10 };
    expect([1, 2, 3, 4, 5, 6].map((n) => retryDelayMs(policy, n, () => 1))).toEqual([1000, 2000, 4000, 8000, 8000, 8000]);
    expect([1, 2, 3, 4].map((n) => retryDelayMs(policy, n, () => 0))).toEqual([500, 1000, 2000, 4000]);
  });

  it('retries for at least 24 hours however the jitter falls, within the 12-hour visibility limit of SQS', () => {
    expect(minimumRetryWindowMs(DEFAULT_RETRY_POLICY)).toBeGreaterThanOrEqual(DAY);
    expect(minimumRetryWindowMs({ ...DEFAULT_RETRY_POLICY, maxAttempts: DEFAULT_RETRY_POLICY.maxAttempts - 1 })).toBeLessThan(DAY);
    expect(DEFAULT_RETRY_POLICY.maxDelayMs).toBeLessThanOrEqual(12 * 60 * 60 * 1000);
  });
});
