import * as z from 'zod/mini';
import { MAX_CURSOR_LENGTH } from '../kernel/cursors';
import { isSafeAddress } from '../kernel/evm-addresses';
import { toCents } from '../kernel/money';
import { coercedNumber, isoDateTime } from '../kernel/zod-formats';
import { withMeta } from './meta';

/**
 * Shapes that several areas share. An `id` makes a schema one named component of openapi.yaml
 * instead of a copy at every use. Each is marked pure, so a bundle keeps only those its route uses.
 */

/**
 * The acceptable use policy's absolute URL, in registration answers. Marked pure, so that the bundles
 * of the other routes drop it, and with it zod's URL format (~1.8 KB).
 */
export const acceptableUseUrlField = /* @__PURE__ */ withMeta(/* @__PURE__ */ z.url(), {
  description:
    'The acceptable use policy every task, template and message is held to (GET /acceptable-use): read it before posting tasks or doing them',
});

export const timestamp = /* @__PURE__ */ withMeta(/* @__PURE__ */ isoDateTime({ precision: 3 }), {
  id: 'Timestamp',
  description: 'ISO 8601 in UTC with milliseconds',
  examples: ['2026-11-22T10:00:00.000Z'],
});

export const usd = /* @__PURE__ */ withMeta(/* @__PURE__ */ z.number(), { description: 'US dollars, at most two decimals' });

/** A dollar amount a client sends: refused with more than two decimals, which no cent holds. */
export const wholeCents = (amount: z.ZodMiniNumber) =>
  amount.check(z.refine((dollars) => toCents(dollars) !== undefined, 'must have at most 2 decimal places'));

/** `{id}` of a route: a task, key, deposit, payout or operator id. */
export const idParams = /* @__PURE__ */ z.object({
  id: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(100)),
});

/** The chain of a wallet, deposit or payout: Base, the only one served. */
export const chainField = /* @__PURE__ */ z._default(/* @__PURE__ */ z.literal('base'), 'base');

/** An EVM address (any letter case). */
export const evmAddress = /* @__PURE__ */ z
  .string()
  .check(/* @__PURE__ */ z.regex(/^0x[0-9a-fA-F]{40}$/, 'must be a 0x-prefixed 20-byte hex address'));

/**
 * An address a client sends money or a claim to: lower-case or EIP-55 checksummed, never a mistyped checksum.
 * Marked pure so that a bundle which does not use it drops it, and with it the keccak of the checksum.
 */
export const safeEvmAddress = /* @__PURE__ */ evmAddress.check(
  /* @__PURE__ */ z.refine(isSafeAddress, 'must be all lower-case or EIP-55 checksummed'),
);

export const chainName = /* @__PURE__ */ withMeta(/* @__PURE__ */ z.string(), { description: 'The chain: Base', examples: ['base'] });

export const location = /* @__PURE__ */ withMeta(
  /* @__PURE__ */ z.object({
    lat: /* @__PURE__ */ z.number().check(/* @__PURE__ */ z.minimum(-90), /* @__PURE__ */ z.maximum(90)),
    lng: /* @__PURE__ */ z.number().check(/* @__PURE__ */ z.minimum(-180), /* @__PURE__ */ z.maximum(180)),
    address: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  }),
  { id: 'Location' },
);

export const pagination = /* @__PURE__ */ withMeta(
  /* @__PURE__ */ z.object({
    limit: /* @__PURE__ */ z.int().check(/* @__PURE__ */ z.minimum(1), /* @__PURE__ */ z.maximum(100)),
    offset: /* @__PURE__ */ withMeta(/* @__PURE__ */ z.int().check(/* @__PURE__ */ z.minimum(0)), {
      description: 'How many items of the list come before this page (with a cursor: of the walk it continues)',
    }),
    total: /* @__PURE__ */ withMeta(/* @__PURE__ */ z.int().check(/* @__PURE__ */ z.minimum(0)), {
      description:
        'Items matching the filter across all pages: counted when a request has no cursor; a page read through a cursor repeats ' +
        'the count of the page its walk began with',
    }),
  }),
  { id: 'Pagination' },
);

/** A list's page size. */
const pageLimit = /* @__PURE__ */ z._default(
  /* @__PURE__ */ coercedNumber().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.minimum(1), /* @__PURE__ */ z.maximum(100)),
  20,
);
/** Where a list's walk by cursor goes on. */
const pageCursor = /* @__PURE__ */ z.optional(
  /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(MAX_CURSOR_LENGTH)),
);

/** The paging query parameters of a list: a page size, and an offset or a cursor. */
export const pageQuery = {
  limit: pageLimit,
  offset: /* @__PURE__ */ z._default(/* @__PURE__ */ coercedNumber().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.minimum(0)), 0),
  cursor: pageCursor,
};

/** The paging query parameters of a list read by cursor only. */
export const cursorPageQuery = { limit: pageLimit, cursor: pageCursor };

export const nextCursor = /* @__PURE__ */ withMeta(/* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()), {
  id: 'NextCursor',
  description: 'Pass as `cursor` for the next page; null on the last page',
});
