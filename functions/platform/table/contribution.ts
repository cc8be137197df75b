import type { ConditionName } from '../kernel/conditions';
import type { TransactItem } from './transact-item';

/** The refusal a contributed condition stands for, given the item as the transaction found it (when it asked for ALL_OLD). */
export type Refusal = (found: Readonly<Record<string, unknown>> | undefined) => Error;

const contents = Symbol('contribution');

type Refusals = Partial<Record<ConditionName, Refusal>>;

/**
 * What one module adds to a transaction another module commits: its items, and the refusal each of
 * its named conditions stands for. Opaque outside platform/table: a use case or a port passes it on,
 * and the store that commits it throws the contributed refusal, so no store translates a condition
 * of items it does not own, and no port names the table's types.
 */
export interface Contribution {
  readonly [contents]: { readonly items: readonly TransactItem[]; readonly refusals: Refusals };
}

/** A contribution of `items`, refused as `refusals` says when one of their conditions fails. */
export const contribution = (items: readonly TransactItem[], refusals: Refusals = {}): Contribution => ({
  [contents]: { items, refusals },
});

export const nothingContributed: Contribution = contribution([]);

/** Several contributions committed as one: their items in order, each with its refusals. */
export const together = (...parts: readonly Contribution[]): Contribution =>
  contribution(
    parts.flatMap((part) => part[contents].items),
    Object.assign({}, ...parts.map((part) => part[contents].refusals)),
  );

/** What a caller commits with a use case's own writes, made from the use case's result. */
export type Contributes<R> = (result: R) => Contribution;

export const contributesNothing: Contributes<unknown> = () => nothingContributed;

/** Several callers' contributions to one change, in order. */
export const contributesAll =
  <R>(...parts: readonly Contributes<R>[]): Contributes<R> =>
  (result) =>
    together(...parts.map((part) => part(result)));

/** What a contribution holds: for the store that commits it (transactions.ts commitWith) and the tests' fakes, which commit it as the table would. */
export const contributed = (part: Contribution): { readonly items: readonly TransactItem[]; readonly refusals: Refusals } => part[contents];
