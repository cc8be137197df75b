import { describe, expect, it } from 'vitest';
import { checkKeyExpiry, keyExpired, MAX_KEY_LIFETIME_DAYS } from '../../../../../../functions/contexts/accounts/agents/domain/api-keys';
import { keySpendContribution } from '../../../../../../functions/contexts/accounts/agents/store/api-keys-store';
import { keySpendingContributionOf } from '../../../../../../functions/contexts/accounts/agents/use-cases/key-spending';
import { API_KEY_SCOPES, keyAllows } from '../../../../../../functions/platform/kernel/api-key-scopes';
import type { AgentPrincipal } from '../../../../../../functions/platform/kernel/principals';
import { contributed } from '../../../../../../functions/platform/table/contribution';

const now = new Date('2026-11-26T12:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;

describe('keyAllows', () => {
  it('lets a key call a route of a scope it holds, any-key routes always, and a key from before scopes everywhere', () => {
    expect(keyAllows(['tasks:read'], 'tasks:read')).toBe(true);
    expect(keyAllows(['tasks:read'], 'tasks:write')).toBe(false);
    expect(keyAllows([], 'any-key')).toBe(true);
    for (const scope of API_KEY_SCOPES) expect(keyAllows(undefined, scope)).toBe(true);
  });
});

describe('key expiry', () => {
  it('takes an instant in the future, at most MAX_KEY_LIFETIME_DAYS ahead, normalized to UTC milliseconds', () => {
    expect(checkKeyExpiry('2026-11-27T13:00:00+01:00', now)).toBe('2026-11-27T12:00:00.000Z');
    expect(() => checkKeyExpiry(now.toISOString(), now)).toThrow('expires_at must be in the future');
    expect(() => checkKeyExpiry(new Date(now.getTime() + MAX_KEY_LIFETIME_DAYS * DAY + 1).toISOString(), now)).toThrow(
      `expires_at must be at most ${MAX_KEY_LIFETIME_DAYS} days ahead`,
    );
  });

  it('has expired from its instant on; a key without one never does', () => {
    expect(keyExpired(now.toISOString(), now)).toBe(true);
    expect(keyExpired(new Date(now.getTime() + 1).toISOString(), now)).toBe(false);
    expect(keyExpired(undefined, now)).toBe(false);
  });
});

const keySpendingContribution = <R>(key: AgentPrincipal, at: Date, amountsOf: (result: R) => readonly number[]) =>
  keySpendingContributionOf({ spendContribution: keySpendContribution }, key, at, amountsOf);

describe('keySpendingContribution', () => {
  const key = (limits?: AgentPrincipal['limits']): AgentPrincipal => ({
    kind: 'agent',
    agentId: 'agent_1',
    keyId: 'key_1',
    ...(limits ? { limits } : {}),
  });

  it('adds nothing for a key without limits', () => {
    expect(contributed(keySpendingContribution(key(), now, () => [1_000_000])('result')).items).toEqual([]);
  });

  it('refuses at once a task above max_task_usd, before anything is written', () => {
    expect(() => keySpendingContribution(key({ maxTaskCents: 500 }), now, () => [200, 501])('result')).toThrow('API key spending limit exceeded');
    expect(contributed(keySpendingContribution(key({ maxTaskCents: 500 }), now, () => [500])('result')).items).toEqual([]);
  });

  it('refuses at once more than a whole day’s limit (the day’s first write would pass its condition)', () => {
    expect(() => keySpendingContribution(key({ dailySpendCents: 1000 }), now, () => [600, 401])('result')).toThrow('API key spending limit exceeded');
  });

  it('counts the sum once on the key’s usage of the UTC day, conditioned on the daily limit', () => {
    const { items, refusals } = contributed(keySpendingContribution(key({ dailySpendCents: 1000 }), now, () => [110, 220])('result'));
    const [write, ...rest] = items;
    // Whichever store commits it, the failed condition is refused as the key's limit.
    expect(refusals.key_within_spending_limit?.(undefined).message).toBe('API key spending limit exceeded');

    expect(rest).toEqual([]);
    expect(write).toMatchObject({
      condition: 'key_within_spending_limit',
      Update: {
        Key: { pk: 'AGENT#agent_1', sk: 'KEY_USAGE#key_1#2026-11-26' },
        ConditionExpression: 'attribute_not_exists(spend_cents) OR spend_cents <= :room',
        ExpressionAttributeValues: { ':spend': 330, ':room': 670 },
      },
    });
  });
});
