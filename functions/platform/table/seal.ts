import { type Contributes, contributesAll, contributesNothing } from './contribution';

/**
 * What a caller commits in the same transaction as a use case's own writes, made from the use
 * case's result: how an API handler's idempotency record (platform/idempotency/idempotent.ts) commits with the
 * work it records, so that neither exists without the other.
 */
export type Seal<R> = Contributes<R>;

export const nothingToSeal: Seal<unknown> = contributesNothing;

/** Several seals committed with one change: each one's items, in order. */
export const sealAll = contributesAll;
