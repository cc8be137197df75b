import type { ApiKeyScope, KeySpendLimits } from '../../../../platform/kernel/api-key-scopes';
import { randomBase62, sha256Hex } from '../../../../platform/kernel/secrets';
import { agentErrors } from '../errors';

export const API_KEY_PREFIX = 'hk_live_';
/** The most active keys one agent may hold: each key is a rate-limit counter of its own. */
export const MAX_ACTIVE_API_KEYS = 25;
const RANDOM_LENGTH = 40; // ~238 bits of entropy
const DISPLAY_RANDOM_CHARS = 6;
export const API_KEY_PATTERN = new RegExp(`^${API_KEY_PREFIX}[0-9A-Za-z]{${RANDOM_LENGTH}}$`);

interface NewApiKey {
  /** The secret, shown to the agent once and never stored. */
  apiKey: string;
  /** What is stored and looked up: SHA-256 of the whole key. */
  keyHash: string;
  /** A short, non-secret prefix that lets a person tell keys apart. */
  keyPrefix: string;
}

export const generateApiKey = (): NewApiKey => {
  const apiKey = API_KEY_PREFIX + randomBase62(RANDOM_LENGTH);
  return { apiKey, keyHash: hashApiKey(apiKey), keyPrefix: apiKey.slice(0, API_KEY_PREFIX.length + DISPLAY_RANDOM_CHARS) };
};

export const hashApiKey = (apiKey: string): string => sha256Hex(apiKey);

/** Cheap shape check that keeps garbage from ever reaching the table. */
export const looksLikeApiKey = (value: string): boolean => API_KEY_PATTERN.test(value);

/** How far ahead a key's expiry may lie: a key meant to live longer is made without one. */
export const MAX_KEY_LIFETIME_DAYS = 365;
const DAY_MS = 24 * 60 * 60 * 1000;

/** What a new key may do, spend and how long it lives; left out: every scope, no limits, no expiry. */
export interface KeyGrant {
  scopes?: readonly ApiKeyScope[];
  limits?: KeySpendLimits;
  /** ISO instant after which the key stops authenticating (401, as a revoked key). */
  expiresAt?: string;
  /**
   * The protected resource the key is bound to (RFC 8707 audience): an OAuth access token's, the
   * MCP server's URL; it authenticates there only. Absent: the API and /mcp alike.
   */
  resource?: string;
}

/** A key's expiry must lie in the future and at most MAX_KEY_LIFETIME_DAYS ahead (400); the instant, normalized. */
export const checkKeyExpiry = (expiresAt: string, now: Date): string => {
  const at = Date.parse(expiresAt);
  if (!(at > now.getTime())) throw agentErrors.keyExpiryNotInFuture();
  if (at > now.getTime() + MAX_KEY_LIFETIME_DAYS * DAY_MS) throw agentErrors.keyExpiryTooFar(MAX_KEY_LIFETIME_DAYS);
  return new Date(at).toISOString();
};

/** Whether a key with this expiry (none: never) has expired at `now`. */
export const keyExpired = (expiresAt: string | undefined, now: Date): boolean => expiresAt !== undefined && Date.parse(expiresAt) <= now.getTime();
