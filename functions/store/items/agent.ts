import * as z from 'zod';
import { TIER_NAMES } from '../../core/tiers';
import type { Agent, ApiKeyRecord } from '../../core/agents';
import { itemOf } from './read';

/** An agent's profile (keys.agent); its verification_token_hash stays in the store. */
export const agentItem = itemOf<Agent>()({
  agent_id: z.string(),
  name: z.string(),
  email: z.string(),
  company: z.string().optional(),
  tier: z.enum(TIER_NAMES),
  email_verified: z.boolean(),
  created_at: z.string(),
  wallet_address: z.string().optional(),
  wallet_chain: z.string().optional(),
  wallet_verified_at: z.string().optional(),
});

/** An API key as its agent sees it (keys.agentKey). */
export const apiKeyItem = itemOf<ApiKeyRecord>()({
  key_id: z.string(),
  key_prefix: z.string(),
  name: z.string(),
  created_at: z.string(),
  last_used_at: z.string().optional(),
  revoked_at: z.string().optional(),
  key_hash: z.string(),
});

/** An API key as the authenticator finds it (keys.apiKeyHash). */
export const apiKeyHashItem = z.object({ agent_id: z.string(), key_id: z.string() });

/** An agent's usage on one day (keys.agentUsage): counters that start absent. */
export const usageItem = z.object({ tasks: z.number().int().default(0), spend_cents: z.number().int().default(0) });

/** A pending email verification (keys.verificationToken). */
export const verificationTokenItem = z.object({ agent_id: z.string(), valid_until: z.string() });

/** The verification mails resent to one address (keys.resendHistory). */
export const resendHistoryItem = z.object({ last_sent_at: z.string(), day: z.string(), sent_on_day: z.number().int() });
