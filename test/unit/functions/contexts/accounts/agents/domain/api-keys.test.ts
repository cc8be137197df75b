import { describe, expect, it } from 'vitest';
import { API_KEY_PREFIX, generateApiKey, hashApiKey, looksLikeApiKey } from '../../../../../../../functions/contexts/accounts/agents/domain/api-keys';

describe('generateApiKey', () => {
  it('makes hk_live_ keys with at least 32 random base62 characters', () => {
    const { apiKey } = generateApiKey();
    expect(apiKey.startsWith(API_KEY_PREFIX)).toBe(true);
    expect(apiKey.slice(API_KEY_PREFIX.length)).toMatch(/^[0-9A-Za-z]{32,}$/);
  });

  it('never repeats a key across many draws', () => {
    const keys = new Set(Array.from({ length: 2000 }, () => generateApiKey().apiKey));
    expect(keys.size).toBe(2000);
  });

  it('draws every base62 character with roughly equal frequency', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 500; i++) {
      for (const char of generateApiKey().apiKey.slice(API_KEY_PREFIX.length)) counts.set(char, (counts.get(char) ?? 0) + 1);
    }
    expect(counts.size).toBe(62);
    const expected = (500 * 40) / 62;
    for (const count of counts.values()) expect(Math.abs(count - expected)).toBeLessThan(expected * 0.35);
  });

  it('stores only the SHA-256 of the key and a short non-secret prefix', () => {
    const key = generateApiKey();
    expect(key.keyHash).toBe(hashApiKey(key.apiKey));
    expect(key.keyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(key.apiKey.startsWith(key.keyPrefix)).toBe(true);
    expect(key.keyPrefix.length).toBe(API_KEY_PREFIX.length + 6);
  });
});

describe('looksLikeApiKey', () => {
  it('accepts generated keys and refuses other shapes', () => {
    expect(looksLikeApiKey(generateApiKey().apiKey)).toBe(true);
    expect(looksLikeApiKey('hk_live_short')).toBe(false);
    expect(looksLikeApiKey(`hk_test_${'a'.repeat(40)}`)).toBe(false);
    expect(looksLikeApiKey(`hk_live_${'a'.repeat(39)}!`)).toBe(false);
  });
});
