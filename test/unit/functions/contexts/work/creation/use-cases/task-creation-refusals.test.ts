import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkCallbackUrl } from '../../../../../../../functions/adapters/callbacks/callback-url';
import type { Tier } from '../../../../../../../functions/contexts/accounts/agents/domain/tiers';
import { accounts } from '../../../../../../../functions/contexts/money/ledger/domain/accounts';
import { handler } from '../../../../../../../functions/contexts/work/creation/api/create-task';
import { createTaskFromBody } from '../../../../../../../functions/contexts/work/creation/use-cases';
import type { CreationBody } from '../../../../../../../functions/contexts/work/templates/use-cases';
import { contributesNothing } from '../../../../../../../functions/platform/table/contribution';
import { FakeTaskCreation } from '../../../../../../support/fakes/tasks';
import { FakeTemplatesTable } from '../../../../../../support/fakes/templates';
import { bodyOf, refusalOf } from '../../../../../../support/refusals';
import { taskBody } from '../../../../../../support/request-bodies';

const now = new Date('2026-11-26T12:00:00.000Z');

/**
 * POST /api/v1/tasks short of HTTP and the table: the body read as the route's handler reads it, then
 * created over fakes for agt_1 of `tier` holding `dollars`, with the real callback URL check (hosts resolving to a public address).
 */
const creator = (tier: Tier = 'VERIFIED', dollars = 50) => {
  const tasks = new FakeTaskCreation();
  tasks.tiers.set('agt_1', tier);
  tasks.table.ledger.balances.set(accounts.agentDeposit('agt_1'), dollars * 100);
  tasks.checkCallbackUrl = (url) => checkCallbackUrl(url, { allowHosts: new Set(), resolve: async () => ['93.184.216.34'] });
  const deps = { templates: new FakeTemplatesTable(), tasks };
  const create = (overrides: Record<string, unknown> = {}) =>
    createTaskFromBody(deps, 'agt_1', bodyOf<CreationBody>(handler, taskBody(overrides)), now, contributesNothing);
  return { tasks, create };
};

describe('POST /api/v1/tasks: what the body may hold (400)', () => {
  it.each([
    [{ title: '' }, 'title must not be empty'],
    [{ title: 'x'.repeat(501) }, 'title must be at most 500 characters'],
    [{ description: undefined }, 'description is required'],
    [{ description: 'x'.repeat(5001) }, 'description must be at most 5000 characters'],
    [{ reward_usd: undefined }, 'reward_usd is required'],
    [{ reward_usd: '5' }, 'reward_usd must be a number'],
    [{ reward_usd: 5.001 }, 'reward_usd must have at most 2 decimal places'],
    [{ proof_requirements: undefined }, 'proof_requirements is required'],
    [{ proof_requirements: [] }, 'proof_requirements must not be empty'],
    [{ proof_requirements: [7] }, 'proof_requirements[0] must be a string'],
    [{ task_type: 'SKYDIVING' }, expect.stringMatching(/^task_type must be one of VERIFICATION, PHOTO/)],
    [{ deadline: 'tomorrow' }, 'deadline must be a valid datetime'],
    [{ deadline: '2020-01-01T00:00:00.000Z' }, 'deadline must be in the future'],
    [{ deadline: '9999-12-31T00:00:00.000Z' }, 'deadline must be at most 90 days after creation'],
    [{ callback_url: 'http://hooks.example.com/x' }, 'callback_url must use https'],
    [{ callback_url: 'https://127.0.0.1/hook' }, 'callback_url must not point to a private, loopback or link-local address'],
    [{ callback_url: 'https://169.254.169.254/latest' }, 'callback_url must not point to a private, loopback or link-local address'],
    [{ callback_url: 'https://example.com:8443/hook' }, 'callback_url must use port 443'],
    [{ callback_url: 'https://example.com:80/hook' }, 'callback_url must use port 443'],
    [{ callback_secret: 'x' }, 'callback_secret must be at least 16 characters'],
    [{ callback_secret: 'fifteen-chars-x' }, 'callback_secret must be at least 16 characters'],
    [{ task_type: 'CAPTCHA_SOLVING' }, 'purpose is required for CAPTCHA_SOLVING tasks'],
    [
      { task_type: 'ACCOUNT_CREATION', purpose: 'Our own shop needs one account on the supplier portal to order stock' },
      'agent_public_key is required for CREDENTIAL tasks',
    ],
    [{ agent_public_key: 'nope' }, 'agent_public_key must be a PEM SPKI public key: RSA of at least 2048 bits or EC P-256'],
  ])('refuses %j with 400 and writes nothing', async (override, message) => {
    const { tasks, create } = creator();
    expect(await refusalOf(() => create(override))).toEqual({ status: 400, body: { error: message } });
    expect(tasks.table.items.size).toBe(0);
  });

  it('takes a credential task whose agent_public_key is a P-256 key', async () => {
    const { publicKey } = generateKeyPairSync('ec', {
      namedCurve: 'P-256',
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    const purpose = 'Our own shop needs one account on the supplier portal to order stock';
    const task = await creator().create({ task_type: 'ACCOUNT_CREATION', purpose, agent_public_key: publicKey });
    expect(task).toMatchObject({ task_domain: 'CREDENTIAL', agent_public_key: publicKey });
  });

  it('keeps a deadline given with an offset in UTC with milliseconds', async () => {
    const deadline = new Date(now.getTime() + 3600_000);
    const task = await creator().create({ deadline: deadline.toISOString().replace('Z', '+00:00') });
    expect(task.deadline).toBe(deadline.toISOString());
  });
});

describe('POST /api/v1/tasks: the claim deadline and the work window (400)', () => {
  const HOUR = 60 * 60 * 1000;
  const at = (offsetMs: number) => new Date(now.getTime() + offsetMs).toISOString();

  it('takes claim_within_minutes from CLAIM_WITHIN_MIN_MINUTES (5) to 10080, and refuses anything outside', async () => {
    const { create } = creator();
    expect((await create({ claim_within_minutes: 10080 })).claim_by).toBe(at(10080 * 60_000));
    for (const minutes of [4.99, 10080.01, 0, -5]) {
      expect(await refusalOf(() => create({ claim_within_minutes: minutes }))).toEqual({
        status: 400,
        body: { error: 'claim_within_minutes must be from 5 to 10080' },
      });
    }
    expect(await refusalOf(() => create({ claim_within_minutes: '10' }))).toEqual({
      status: 400,
      body: { error: 'claim_within_minutes must be a number' },
    });
  });

  it('refuses a window unless not_before < not_after <= deadline and not_after is still ahead', async () => {
    const { create } = creator();
    const deadline = at(24 * HOUR);
    const [notBefore, notAfter] = [at(2 * HOUR), at(3 * HOUR)];
    for (const [window, error] of [
      [{ not_before: notAfter, not_after: notBefore }, 'window.not_before must be before window.not_after'],
      [{ not_before: notBefore, not_after: notBefore }, 'window.not_before must be before window.not_after'],
      [{ not_after: new Date(Date.parse(deadline) + 1).toISOString() }, 'window.not_after must be at most the deadline'],
      [{ not_after: at(-HOUR) }, 'window.not_after must be in the future'],
      [{ not_before: at(-2 * HOUR), not_after: at(-HOUR) }, 'window.not_after must be in the future'],
      [{}, 'window must give not_before, not_after or both'],
      [{ not_before: '2030-01-01T09:00:00' }, expect.stringMatching(/^window\.not_before /)],
    ] as const) {
      expect(await refusalOf(() => create({ deadline, window })), JSON.stringify(window)).toEqual({ status: 400, body: { error } });
    }
  });
});

describe("POST /api/v1/tasks: the tier's limits (422)", () => {
  it.each([
    ['SANDBOX', 10.01, 'Maximum task value for SANDBOX tier is $10'],
    ['VERIFIED', 100.01, 'Maximum task value for VERIFIED tier is $100'],
  ] as const)('refuses a reward above the %s maximum with the tier message', async (tier, reward, message) => {
    const { tasks, create } = creator(tier, tier === 'SANDBOX' ? 0 : 500);
    expect(await refusalOf(() => create({ reward_usd: reward }))).toEqual({ status: 422, body: { error: message } });
    expect(tasks.table.items.size).toBe(0);
  });

  it("refuses the task that would pass the day's spend, naming the limit, and takes one that fits", async () => {
    const { create } = creator('SANDBOX', 0);
    await create({ reward_usd: 6 });
    expect(await refusalOf(() => create({ reward_usd: 5 }))).toEqual({
      status: 422,
      body: { error: 'Daily spend limit reached: SANDBOX tier allows $10 per day' },
    });
    expect((await create({ reward_usd: 4 })).task_id).toMatch(/^task_/);
  });

  it("refuses the task after the tier's tasks for the day, naming the limit, holding nothing for it", async () => {
    const { tasks, create } = creator('VERIFIED', 200);
    for (let i = 0; i < 10; i++) await create({ reward_usd: 1 });
    expect(await refusalOf(() => create({ reward_usd: 1 }))).toEqual({
      status: 422,
      body: { error: 'Daily task limit reached: VERIFIED tier allows 10 tasks per day' },
    });
    expect(tasks.table.ledger.balance(accounts.agentEscrow('agt_1'))).toBe(10 * 110);
    expect(tasks.table.ledger.balance(accounts.agentDeposit('agt_1'))).toBe(200_00 - 10 * 110);
  });
});
