import type { TransactItem } from './transactions';

/**
 * What a caller commits in the same transaction as a use case's own writes, made from the use
 * case's result: how an API handler's idempotency record (platform/idempotency/idempotent.ts) commits with the
 * work it records, so that neither exists without the other.
 */
export type Seal<R> = (result: R) => TransactItem[];

export const nothingToSeal: Seal<unknown> = () => [];

/** Several seals committed with one change: each one's items, in order. */
export const sealAll =
  <R>(...seals: readonly Seal<R>[]): Seal<R> =>
  (result) =>
    seals.flatMap((seal) => seal(result));
