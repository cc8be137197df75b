import { describe, expect, it } from 'vitest';
import { handler as createKey } from '../../../../../../../functions/contexts/accounts/agents/api/create-key';
import { checkKeyExpiry } from '../../../../../../../functions/contexts/accounts/agents/domain/api-keys';
import { bodyOf, refusalOf } from '../../../../../../support/refusals';

const now = new Date('2026-11-26T12:00:00.000Z');

describe("a further key's scopes, limits and expiry (400)", () => {
  it.each([
    [{ name: '' }, 'name must not be empty'],
    [{ name: 'x'.repeat(101) }, 'name must be at most 100 characters'],
  ])('refuses the name of %j', async (body, error) => {
    expect(await refusalOf(() => bodyOf(createKey, body))).toEqual({ status: 400, body: { error } });
  });

  it.each([
    [{ scopes: ['tasks:admin'] }, 'scopes[0] must be one of tasks:read, tasks:write, funds:read, funds:write, keys:write, webhooks:write'],
    [{ scopes: [] }, 'scopes must not be empty'],
    [{ limits: { daily_spend_usd: 0 } }, 'limits.daily_spend_usd must be greater than 0'],
    [{ limits: { max_task_usd: 1.005 } }, 'limits.max_task_usd must have at most 2 decimal places'],
    [{ expires_at: 'tomorrow' }, 'expires_at must be a valid datetime'],
  ])('refuses %j', async (body, error) => {
    expect(await refusalOf(() => bodyOf(createKey, { name: 'bad', ...body }))).toEqual({ status: 400, body: { error } });
  });

  it('refuses an expiry a second in the past or 366 days ahead', async () => {
    const at = (ms: number) => new Date(now.getTime() + ms).toISOString();
    expect(await refusalOf(() => checkKeyExpiry(at(-1000), now))).toEqual({ status: 400, body: { error: 'expires_at must be in the future' } });
    expect(await refusalOf(() => checkKeyExpiry(at(366 * 24 * 3600 * 1000), now))).toEqual({
      status: 400,
      body: { error: 'expires_at must be at most 365 days ahead' },
    });
  });
});
