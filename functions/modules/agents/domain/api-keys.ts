import { randomBase62, sha256Hex } from '../../../platform/kernel/secrets';

export const API_KEY_PREFIX = 'hk_live_';
/** The most active keys one agent may hold: each key is a rate-limit counter of its own. */
export const MAX_ACTIVE_API_KEYS = 25;
const RANDOM_LENGTH = 40; // ~238 bits of entropy
const DISPLAY_RANDOM_CHARS = 6;
export const API_KEY_PATTERN = new RegExp(`^${API_KEY_PREFIX}[0-9A-Za-z]{${RANDOM_LENGTH}}$`);

export interface NewApiKey {
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
