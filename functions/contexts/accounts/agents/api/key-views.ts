import * as z from 'zod/mini';
import { API_KEY_SCOPES, type ApiKeyScope, type KeySpendLimits } from '../../../../platform/kernel/api-key-scopes';
import { toDollars } from '../../../../platform/kernel/money';
import { withMeta } from '../../../../platform/wire/meta';
import { timestamp, usd } from '../../../../platform/wire/schemas';
import { API_KEY_PATTERN } from '../domain';

/** What a key may do, spend and until when, as the key list and the created key show it. */
export const keyGrantFields = {
  scopes: /* @__PURE__ */ withMeta(/* @__PURE__ */ z.array(/* @__PURE__ */ z.enum(API_KEY_SCOPES)), {
    description: 'What the key may do; each agent route needs one scope (403 without it)',
  }),
  limits: /* @__PURE__ */ withMeta(
    /* @__PURE__ */ z.object({
      max_task_usd: /* @__PURE__ */ withMeta(/* @__PURE__ */ z.nullable(usd), {
        description: "One task's total escrow (reward + fee) at most; null: no limit",
      }),
      daily_spend_usd: /* @__PURE__ */ withMeta(/* @__PURE__ */ z.nullable(usd), {
        description: 'The total escrow of the tasks the key creates in one UTC day at most; null: no limit',
      }),
    }),
    { description: 'Beyond them a task is refused: 422 `API key spending limit exceeded`' },
  ),
  expires_at: /* @__PURE__ */ withMeta(/* @__PURE__ */ z.nullable(timestamp), {
    description: 'From then on the key answers 401 as a revoked one; null: never',
  }),
};

export const keyGrantView = (grant: { scopes?: readonly ApiKeyScope[]; limits?: KeySpendLimits; expiresAt?: string }) => ({
  // A key made before scopes holds every one.
  scopes: [...(grant.scopes ?? API_KEY_SCOPES)],
  limits: {
    max_task_usd: grant.limits?.maxTaskCents === undefined ? null : toDollars(grant.limits.maxTaskCents),
    daily_spend_usd: grant.limits?.dailySpendCents === undefined ? null : toDollars(grant.limits.dailySpendCents),
  },
  expires_at: grant.expiresAt ?? null,
});

export const apiKeySecret = /* @__PURE__ */ withMeta(/* @__PURE__ */ z.string().check(/* @__PURE__ */ z.regex(API_KEY_PATTERN)), {
  description: 'The API key itself (`X-API-Key`): shown in this response only, never again',
});
