import * as z from 'zod/mini';
import { API_KEY_SCOPES } from '../../../../platform/kernel/api-key-scopes';
import { itemOf, itemSchema } from '../../../../platform/table/read-item';
import type { Agent, ApiKeyRecord, Suspension, SuspensionEvent } from '../domain/agents';
import { TIER_NAMES } from '../domain/tiers';

/** What a key may do, spend and until when, on both its items (agents-store: grantAttributes); absent on keys made before scopes. */
const grantFields = () => ({
  scopes: z.optional(z.array(z.enum(API_KEY_SCOPES))),
  max_task_cents: z.optional(z.number().check(z.int())),
  daily_spend_cents: z.optional(z.number().check(z.int())),
  valid_until: z.optional(z.string()),
  resource: z.optional(z.string()),
});

const suspensionSchema = () =>
  z.object({ reason: z.string(), suspended_at: z.string(), suspended_by: z.string(), notified_at: z.optional(z.string()) });

/** An agent's profile (agentsKeys.agent); its verification_token_hash stays in the store. */
export const agentItem = /* @__PURE__ */ itemOf<Agent>()(() => ({
  agent_id: z.string(),
  name: z.string(),
  email: z.string(),
  company: z.optional(z.string()),
  tier: z.enum(TIER_NAMES),
  email_verified: z.boolean(),
  created_at: z.string(),
  wallet_address: z.optional(z.string()),
  wallet_chain: z.optional(z.string()),
  wallet_verified_at: z.optional(z.string()),
  suspension: z.optional(suspensionSchema()),
  webhooks_used: z.optional(z.boolean()),
}));

/** An agent's suspension alone, as authentication reads it from the profile (agentsKeys.agent). */
export const agentSuspensionItem = /* @__PURE__ */ itemOf<{ suspension?: Suspension }>()(() => ({ suspension: z.optional(suspensionSchema()) }));

/** One step of an agent's suspension history (agentsKeys.agentSuspensionEvent). */
export const suspensionEventItem = /* @__PURE__ */ itemOf<SuspensionEvent>()(() => ({
  action: z.enum(['suspended', 'unsuspended']),
  at: z.string(),
  actor: z.string(),
  reason: z.string(),
}));

/** An agent's record as operators see it, kept on its profile (agentsKeys.agent) by the task moves: counters that start absent. */
export const agentRecordItem = /* @__PURE__ */ itemSchema(() =>
  z.object({
    agent_id: z.string(),
    completed_tasks: z._default(z.number().check(z.int()), 0),
    disputed_tasks: z._default(z.number().check(z.int()), 0),
  }),
);

/** An API key as its agent sees it (agentsKeys.agentKey). */
export const apiKeyItem = /* @__PURE__ */ itemOf<ApiKeyRecord>()(() => ({
  key_id: z.string(),
  key_prefix: z.string(),
  name: z.string(),
  created_at: z.string(),
  last_used_at: z.optional(z.string()),
  revoked_at: z.optional(z.string()),
  key_hash: z.string(),
  ...grantFields(),
}));

/** An API key as the authenticator finds it (agentsKeys.apiKeyHash). */
export const apiKeyHashItem = /* @__PURE__ */ itemSchema(() => z.object({ agent_id: z.string(), key_id: z.string(), ...grantFields() }));

/** An agent's usage on one day (agentsKeys.agentUsage): counters that start absent. */
export const usageItem = /* @__PURE__ */ itemSchema(() =>
  z.object({
    tasks: z._default(z.number().check(z.int()), 0),
    spend_cents: z._default(z.number().check(z.int()), 0),
    // Tasks of the restricted types (tasks/domain RESTRICTED_TASK_TYPES), counted apart against RESTRICTED_TASKS_PER_DAY.
    restricted_tasks: z._default(z.number().check(z.int()), 0),
  }),
);

/** A pending email verification (agentsKeys.verificationToken). */
export const verificationTokenItem = /* @__PURE__ */ itemSchema(() => z.object({ agent_id: z.string(), valid_until: z.string() }));

/** The verification mails resent to one address (agentsKeys.resendHistory). */
export const resendHistoryItem = /* @__PURE__ */ itemSchema(() =>
  z.object({ last_sent_at: z.string(), day: z.string(), sent_on_day: z.number().check(z.int()) }),
);
