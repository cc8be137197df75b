import { createHash } from 'node:crypto';
import * as z from 'zod/mini';
import type { ApiResult } from '../http/api-handler';
import { validate } from '../http/validation';
import { claimIdempotencyKey, completionItem, releaseIdempotencyKey } from '../table/idempotency-store';
import type { TransactItem } from '../table/transactions';

/** The `Idempotency-Key` request header (openapi.yaml documents it from here). */
export const idempotencyKeyHeader = z.string().check(z.trim(), z.minLength(1), z.maxLength(255));

/** JSON with sorted keys, so the same request hashes the same whatever its key order. */
const canonical = (value: unknown): string =>
  Array.isArray(value)
    ? `[${value.map(canonical).join(',')}]`
    : value && typeof value === 'object'
      ? `{${Object.keys(value)
          .sort()
          .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
          .join(',')}}`
      : JSON.stringify(value);

/**
 * Runs `work` at most once per (scope, Idempotency-Key) within 24 hours. `work` receives
 * `seal`, which turns its response into transaction items it must commit together with its
 * own writes; without the header, `seal` adds nothing and the work simply runs.
 */
export const idempotent = async <R extends ApiResult>(
  header: string | undefined,
  scope: string,
  request: unknown,
  now: Date,
  work: (seal: (result: R) => TransactItem[]) => Promise<R>,
): Promise<R> => {
  if (header === undefined) return work(() => []);
  const key = validate(idempotencyKeyHeader, header, 'Idempotency-Key header');
  const hash = createHash('sha256').update(canonical(request)).digest('hex');
  const claim = await claimIdempotencyKey(scope, key, hash, now);
  if (claim.kind === 'replay') {
    // The stored response is the one `work` produced the first time, so it has R's shape.
    return { ...(claim.response as R), headers: { 'idempotent-replayed': 'true' } };
  }
  try {
    return await work((result) => [completionItem(scope, key, claim.lease, { status: result.status, body: result.body })]);
  } catch (error) {
    await releaseIdempotencyKey(scope, key, claim.lease);
    throw error;
  }
};
