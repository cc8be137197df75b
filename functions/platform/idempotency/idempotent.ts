import { createHash } from 'node:crypto';
import * as z from 'zod/mini';
import type { ApiResult } from '../http/api-handler';
import { statusOf } from '../http/responses';
import { validate } from '../http/validation';
import { PolicyRefusalError, platformErrors } from '../kernel/errors';
import { type Contributes, contributesNothing, contribution } from '../table/contribution';
import { claimIdempotencyKey, completionItem, releaseIdempotencyKey, type StoredResponse } from '../table/idempotency-store';
import { transactWrite } from '../table/transactions';

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

/** A policy refusal as the key keeps it: the answer the request got. */
const refusalAnswer = (refusal: PolicyRefusalError): StoredResponse => ({
  status: statusOf(refusal) ?? 422,
  body: { error: refusal.message, category: refusal.category },
});

/** The refusal a kept answer was, if it was one. */
const keptRefusal = ({ body }: StoredResponse): PolicyRefusalError | undefined => {
  const category = (body as { category?: unknown }).category;
  return typeof category === 'string' ? platformErrors.refusedByPolicy(category) : undefined;
};

/**
 * Runs `work` at most once per (scope, Idempotency-Key) within 24 hours. `work` receives
 * `contribute`, which turns its response into a contribution it must commit together with its
 * own writes; without the header, `contribute` adds nothing and the work simply runs. A refusal by the
 * acceptable use policy is an answer, not a failure: the key keeps it, so its replay is refused the
 * same way whatever the rules say by then; any other failure frees the key for a retry.
 */
export const idempotent = async <R extends ApiResult>(
  header: string | undefined,
  scope: string,
  request: unknown,
  now: Date,
  work: (contribute: Contributes<R>) => Promise<R>,
): Promise<R> => {
  if (header === undefined) return work(contributesNothing);
  const key = validate(idempotencyKeyHeader, header, 'Idempotency-Key header');
  const hash = createHash('sha256').update(canonical(request)).digest('hex');
  const claim = await claimIdempotencyKey(scope, key, hash, now);
  if (claim.kind === 'replay') {
    const refusal = keptRefusal(claim.response);
    if (refusal) throw refusal;
    // The stored response is the one `work` produced the first time, so it has R's shape.
    return { ...(claim.response as R), headers: { 'idempotent-replayed': 'true' } };
  }
  try {
    // The completion's condition fails when another request took the lease over (this one outlived it):
    // its refusal travels with it, whichever store commits the work.
    return await work((result) =>
      contribution([completionItem(scope, key, claim.lease, { status: result.status, body: result.body })], {
        idempotency_lease: () => platformErrors.idempotencyInFlight(),
      }),
    );
  } catch (error) {
    if (error instanceof PolicyRefusalError)
      await transactWrite([completionItem(scope, key, claim.lease, refusalAnswer(error))]).catch(() =>
        releaseIdempotencyKey(scope, key, claim.lease),
      );
    else await releaseIdempotencyKey(scope, key, claim.lease);
    throw error;
  }
};
