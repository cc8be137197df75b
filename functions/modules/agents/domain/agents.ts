import type { ApiKeyScope } from '../../../platform/kernel/api-key-scopes';
import type { Cents } from '../../../platform/kernel/money';
import type { Tier } from './tiers';

/** An agent account: who posts tasks and pays for them. */
export interface Agent {
  agent_id: string;
  name: string;
  email: string;
  company?: string;
  tier: Tier;
  email_verified: boolean;
  created_at: string;
  /** The wallet bound by a signed challenge (a signed challenge), if any. */
  wallet_address?: string;
  wallet_chain?: string;
  wallet_verified_at?: string;
}

export interface ApiKeyRecord {
  key_id: string;
  key_prefix: string;
  name: string;
  created_at: string;
  last_used_at?: string;
  revoked_at?: string;
  key_hash: string;
  /** Absent: every scope (a key made before scopes). */
  scopes?: ApiKeyScope[];
  max_task_cents?: Cents;
  daily_spend_cents?: Cents;
  /** When the key expires (the wire's `expires_at`); absent: never. */
  valid_until?: string;
  /** The resource an OAuth access token is bound to (KeyGrant.resource). */
  resource?: string;
}
