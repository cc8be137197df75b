import { beforeEach, describe, expect, it, vi } from 'vitest';
import { idempotent } from '../../../../../functions/platform/idempotency/idempotent';
import { ConditionFailed } from '../../../../../functions/platform/kernel/conditions';
import { ConflictError } from '../../../../../functions/platform/kernel/errors';
import { contributed } from '../../../../../functions/platform/table/contribution';
import { claimIdempotencyKey, releaseIdempotencyKey } from '../../../../../functions/platform/table/idempotency-store';

vi.mock('../../../../../functions/platform/table/idempotency-store', () => ({
  claimIdempotencyKey: vi.fn(),
  completionItem: vi.fn(() => ({ condition: 'idempotency_lease' })),
  releaseIdempotencyKey: vi.fn(),
}));

describe('idempotent: the lease lost while the work committed', () => {
  beforeEach(() => {
    vi.mocked(claimIdempotencyKey).mockResolvedValue({ kind: 'claimed', lease: 'lease-1' });
    vi.mocked(releaseIdempotencyKey).mockClear();
  });

  it("contributes the completion with its refusal: 409 in flight, whichever store's transaction carried it, and releases its own lease", async () => {
    const run = idempotent('key-1', 'scope', { a: 1 }, new Date(), async (contribute) => {
      // What the committing store throws when the completion's condition fails (transactions.ts commitWith).
      throw contributed(contribute({ status: 201, body: {} })).refusals.idempotency_lease?.(undefined);
    });
    const refusal = await run.catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ConflictError);
    expect((refusal as Error).message).toBe('A request with this Idempotency-Key is still in progress');
    expect(releaseIdempotencyKey).toHaveBeenCalledWith('scope', 'key-1', 'lease-1');
  });

  it("leaves another condition's failure to the store that owns it", async () => {
    const failure = new ConditionFailed('balance_covers', undefined, 0);
    await expect(idempotent('key-1', 'scope', {}, new Date(), async () => Promise.reject(failure))).rejects.toBe(failure);
  });
});
