import * as z from 'zod';
import { isSafeAddress } from '../core/evm-addresses';
import { API_KEY_PATTERN } from '../core/api-keys';
import { MAX_CURSOR_LENGTH } from '../core/cursors';
import { DEPOSIT_STATUSES } from '../core/deposits';
import { toCents } from '../core/money';
import { KYC_STATUSES } from '../core/operators';
import { PAYOUT_STATUSES } from '../core/payouts';
import { TASK_DOMAINS, TASK_STATUSES, TASK_TYPES } from '../core/tasks';
import { TIER_NAMES } from '../core/tiers';

/**
 * Response shapes that several areas share. An `id` makes a schema one named component of
 * openapi.yaml instead of a copy at every use.
 */
export const errorBody = z
  .object({ error: z.string().meta({ description: 'What went wrong, for a person to read' }) })
  .meta({ id: 'Error', description: 'The body of every error response' });

export const timestamp = z.iso
  .datetime({ precision: 3 })
  .meta({ id: 'Timestamp', description: 'ISO 8601 in UTC with milliseconds', examples: ['2026-11-22T10:00:00.000Z'] });

export const apiKeySecret = z
  .string()
  .regex(API_KEY_PATTERN)
  .meta({ description: 'The API key itself (`X-API-Key`): shown in this response only, never again' });

export const usd = z.number().meta({ description: 'US dollars, at most two decimals' });

/** A dollar amount a client sends: refused with more than two decimals, which no cent holds. */
export const wholeCents = (amount: z.ZodNumber) => amount.refine((dollars) => toCents(dollars) !== undefined, 'must have at most 2 decimal places');

/** `{id}` of a route: a task, key, deposit, payout or operator id. */
export const idParams = z.object({ id: z.string().min(1).max(100) });

/** The chain of a wallet, deposit or payout: Base, the only one served. */
export const chainField = z.literal('base').default('base');

export const taskStatus = z.enum(TASK_STATUSES).meta({ id: 'TaskStatus' });
export const taskType = z.enum(TASK_TYPES).meta({ id: 'TaskType' });
export const taskDomain = z.enum(TASK_DOMAINS).meta({
  id: 'TaskDomain',
  description:
    'Derived from task_type: ACCOUNT_CREATION, API_KEY_PROCUREMENT, PHONE_VERIFICATION and SUBSCRIPTION_SETUP are CREDENTIAL; ' +
    'VERIFICATION, PHOTO, DELIVERY and INSPECTION are PHYSICAL; every other type is DIGITAL.',
});
export const tier = z.enum(TIER_NAMES).meta({ id: 'Tier' });

export const tierLimits = z
  .object({ maxDailyTasks: z.int(), maxTaskValue: usd, maxDailySpend: usd })
  .meta({ id: 'Limits', description: "A tier's limits; daily ones reset at midnight UTC" });
export const kycStatus = z.enum(KYC_STATUSES).meta({
  id: 'KycStatus',
  description:
    'PENDING until the back office records APPROVED or REJECTED (production); development approves at once. ' +
    'Only APPROVED operators can accept tasks and request payouts.',
});
export const payoutStatus = z.enum(PAYOUT_STATUSES).meta({
  id: 'PayoutStatus',
  description: 'PENDING_ONCHAIN until the transfer is confirmed on chain (CONFIRMED) or fails (FAILED, the amount returns to the available balance).',
});

export const depositStatus = z.enum(DEPOSIT_STATUSES).meta({
  id: 'DepositStatus',
  description:
    'CONFIRMED: credited. PENDING_CONFIRMATIONS: the transfer is on chain and is credited once it has confirmations_required ' +
    'blocks. FAILED: a reorganization took it out of the chain; nothing was credited.',
});

/** An EVM address (any letter case). */
export const evmAddress = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'must be a 0x-prefixed 20-byte hex address');

/** An address a client sends money or a claim to: lower-case or EIP-55 checksummed, never a mistyped checksum. */
export const safeEvmAddress = evmAddress.refine(isSafeAddress, 'must be all lower-case or EIP-55 checksummed');

export const chainName = z.string().meta({ description: 'The chain: Base', examples: ['base'] });

export const location = z
  .object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180), address: z.string().optional() })
  .meta({ id: 'Location' });

export const pagination = z
  .object({
    limit: z.int().min(1).max(100),
    offset: z.int().min(0).meta({ description: 'How many items of the list come before this page (with a cursor: of the walk it continues)' }),
    total: z
      .int()
      .min(0)
      .meta({
        description:
          'Items matching the filter across all pages: counted when a request has no cursor; a page read through a cursor repeats ' +
          'the count of the page its walk began with',
      }),
  })
  .meta({ id: 'Pagination' });

/** The paging query parameters of a list: a page size, and an offset or a cursor. */
export const pageQuery = {
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
  cursor: z.string().min(1).max(MAX_CURSOR_LENGTH).optional(),
};

export const nextCursor = z.string().nullable().meta({ id: 'NextCursor', description: 'Pass as `cursor` for the next page; null on the last page' });
