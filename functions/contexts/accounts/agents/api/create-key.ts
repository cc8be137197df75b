import * as z from 'zod/mini';
import { API_KEY_SCOPES } from '../../../../platform/kernel/api-key-scopes';
import { toCents } from '../../../../platform/kernel/money';
import { isoDateTime } from '../../../../platform/kernel/zod-formats';
import { withMeta } from '../../../../platform/wire/meta';
import { timestamp, wholeCents } from '../../../../platform/wire/schemas';
import { MAX_KEY_LIFETIME_DAYS } from '../domain/api-keys';
import { createApiKey } from '../use-cases/create-api-key';
import { agentHandler } from '../wiring/agent-handler';
import { apiKeys } from '../wiring/keys';
import { apiKeySecret, keyGrantFields, keyGrantView } from './key-views';

/** Far above any task value a tier allows; a limit is a positive amount in whole cents. */
const MAX_LIMIT_USD = 1_000_000;
const limitUsd = (description: string) => withMeta(z.optional(wholeCents(z.number().check(z.positive(), z.maximum(MAX_LIMIT_USD)))), { description });

const centsOf = (usd: number | undefined) => (usd === undefined ? undefined : toCents(usd));

const body = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  scopes: withMeta(z.optional(z.array(z.enum(API_KEY_SCOPES)).check(z.minLength(1), z.maxLength(API_KEY_SCOPES.length * 2))), {
    description: 'What the key may do; default: every scope',
  }),
  limits: z.optional(
    z.object({
      max_task_usd: limitUsd("One task's total escrow (reward + fee) at most"),
      daily_spend_usd: limitUsd('The total escrow of the tasks the key creates in one UTC day at most'),
    }),
  ),
  expires_at: withMeta(z.optional(isoDateTime({ offset: true })), {
    description: `When the key stops working: in the future and at most ${MAX_KEY_LIFETIME_DAYS} days ahead (400 otherwise); default: never`,
  }),
});
const responses = !import.meta.bundled && {
  201: z.object({ key_id: z.string(), api_key: apiKeySecret, key_prefix: z.string(), name: z.string(), created_at: timestamp, ...keyGrantFields }),
};

/** A further key, with the scopes, limits and expiry asked for; the creation is in the audit log. Holding `keys:write` is holding the account: such a key may make any key. */
export const handler = agentHandler({
  scope: 'keys:write',
  body,
  responses,
  audit: { action: 'key.created', target: (created: { keyId: string }) => created.keyId },
})(async (request) => {
  const { name, scopes, limits, expires_at } = request.body;
  const grant = {
    ...(scopes ? { scopes } : {}),
    ...(limits ? { limits: { maxTaskCents: centsOf(limits.max_task_usd), dailySpendCents: centsOf(limits.daily_spend_usd) } } : {}),
    ...(expires_at ? { expiresAt: expires_at } : {}),
  };
  const key = await createApiKey(apiKeys, request.principal.agentId, { name, ...grant }, request.now, request.audit);
  return {
    status: 201,
    body: {
      key_id: key.keyId,
      api_key: key.apiKey,
      key_prefix: key.keyPrefix,
      name: key.name,
      created_at: key.createdAt,
      ...keyGrantView(key),
    },
  };
});
