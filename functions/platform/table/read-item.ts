import * as z from 'zod/mini';
import { atFirstUse } from '../kernel/first-use';
import type { ItemKey } from './query';

type StoredKey = { pk?: unknown; sk?: unknown };

/** A stored item that does not have the shape its reader expects: corrupt, or written by an older version. */
export class CorruptItemError extends Error {
  override readonly name = 'CorruptItemError';

  constructor(
    readonly key: StoredKey,
    readonly problems: string,
  ) {
    super(`Stored item pk=${String(key.pk)} sk=${String(key.sk)} does not have the expected shape: ${problems}`);
  }
}

const describe = (error: z.core.$ZodError): string =>
  error.issues.map((issue) => `${issue.path.map(String).join('.') || '(item)'}: ${issue.message}`).join('; ');

/**
 * An item's schema, made at its first check rather than when its module loads: a function then
 * builds only the schemas of the items its requests read (every item schema it links was ~1,500 zod
 * constructor calls, a few ms of each cold start). Its declarations are marked pure (`/* @__PURE__ *\/`),
 * so a bundle that links a store's item file but reads none of its items leaves them out.
 */
type ItemSchema<Schema extends z.ZodMiniType> = () => Schema;

export const itemSchema = <Schema extends z.ZodMiniType>(make: () => Schema): ItemSchema<Schema> => atFirstUse(make);

/**
 * An item as read from the table, checked against its schema once, here at the store's
 * boundary: what is not in the schema (keys, index attributes) is left out, and an item of
 * another shape throws CorruptItemError naming it rather than flowing on half-read. `key`
 * names an item read without its keys (a projection).
 */
export const parseItem = <Schema extends z.ZodMiniType>(
  schema: ItemSchema<Schema>,
  item: Record<string, unknown>,
  key?: ItemKey,
): z.output<Schema> => {
  const result = schema().safeParse(item);
  if (result.success) return result.data;
  throw new CorruptItemError(key ?? { pk: item.pk, sk: item.sk }, describe(result.error));
};

/** An amount of money in an item: integer cents (a function, as item schemas are made at their first check). */
export const cents = () => z.number().check(z.int());

/** The table keys of an item (an index entry points at its item by them). */
export const itemKey = itemSchema(() => z.object({ pk: z.string(), sk: z.string() }));

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** `unknown` when `Shape` reads exactly a `T`; otherwise a type no shape has, naming what differs. */
type ReadsExactly<Shape extends z.core.$ZodShape, T> =
  Same<keyof Shape, keyof T> extends false
    ? { fieldsDiffer: Exclude<keyof T, keyof Shape> | Exclude<keyof Shape, keyof T> }
    : Same<z.output<z.ZodMiniObject<Shape>>, T> extends false
      ? { fieldTypesDiffer: T }
      : unknown;

/**
 * The schema of an item read back as a `T` (a domain type). Checked when compiling: the
 * fields are exactly T's, each of T's type, so the schema and the type cannot drift apart.
 *
 * @example export const depositItem = itemOf<Deposit>()(() => ({ transaction_id: z.string(), ... }));
 */
export const itemOf =
  <T>() =>
  <Shape extends z.core.$ZodShape>(shape: () => Shape & ReadsExactly<Shape, T>) =>
    itemSchema(() => z.object<Shape>(shape()));
