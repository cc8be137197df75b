import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { platformFee } from '../../../../../../../functions/contexts/work/tasks/domain/fees';
import { creationRefusals, draftTask, priceOf, rewardRefusal } from '../../../../../../../functions/contexts/work/tasks/domain/task-drafts';
import { RESTRICTED_TASK_TYPES } from '../../../../../../../functions/contexts/work/tasks/domain/tasks';

/** The default settings: a 10% fee, claim deadlines from 5 minutes. */
const RULES = { feeRate: 1000, claimWithinMinMinutes: 5 };

describe('platformFee', () => {
  it('takes the rate of the reward, rounded to the nearest cent', () => {
    expect(platformFee(1000, 1000)).toBe(100);
    expect(platformFee(105, 1000)).toBe(11); // 10.5 cents rounds half up
    expect(platformFee(104, 1000)).toBe(10);
    expect(platformFee(999, 250)).toBe(25); // 24.975
    expect(platformFee(100, 0)).toBe(0);
  });
});

describe('priceOf and rewardRefusal', () => {
  it('adds the fee: total_escrow = reward + fee', () => {
    expect(priceOf(1050, 1000)).toEqual({ reward: 1050, fee: 105, total: 1155 });
  });

  it('refuses a reward under $1', () => {
    for (const reward of [99, 0, -500]) expect(rewardRefusal(reward, 'STANDARD')?.message).toBe('Minimum task value is $1');
  });

  it.each([
    ['SANDBOX', 1001, 'Maximum task value for SANDBOX tier is $10'],
    ['VERIFIED', 10001, 'Maximum task value for VERIFIED tier is $100'],
    ['STANDARD', 1000001, 'Maximum task value for STANDARD tier is $10000'],
  ] as const)('refuses a %s reward of %i cents with the tier message', (tier, reward, message) => {
    expect(rewardRefusal(reward, tier)?.message).toBe(message);
  });

  it('allows exactly the tier maximum', () => {
    expect(rewardRefusal(1000, 'SANDBOX')).toBeUndefined();
  });
});

describe('creationRefusals: what creation answers and a quote lists', () => {
  const now = new Date('2026-06-01T12:00:00.000Z');
  const request = { title: 't', description: 'd', reward: 5000, proof_requirements: ['p'], task_type: 'PHOTO' as const };
  const draft = async (tier: 'VERIFIED' | 'SANDBOX', reward = 5000) => ({
    ...(await draftTask({ ...request, reward }, { agentId: 'agt_1', tier }, { taskId: 'task_1' }, now, RULES)),
    tier,
  });
  const restricted = { today: 0, max: 20 };
  const fresh = { today: { tasks: 0, spend: 0 }, restricted, balance: 100_00 };

  it('refuses nothing when the reward is allowed, the day has room and the deposit covers reward + fee', async () => {
    expect(creationRefusals(await draft('VERIFIED'), { ...fresh, balance: 5500 })).toEqual([]);
  });

  it('refuses a deposit one cent short of reward + fee with the 402 message', async () => {
    const refusals = creationRefusals(await draft('VERIFIED'), { ...fresh, balance: 5499 });
    expect(refusals.map((r) => [r.name, r.message])).toEqual([['EscrowShortfallError', 'Insufficient balance for escrow']]);
    // What an x402 payment is then asked for: the one cent.
    expect(refusals[0]).toMatchObject({ shortfall: 1 });
  });

  it('lists every refusal in the order creation checks them: reward, daily limits, balance', async () => {
    const refusals = creationRefusals(await draft('VERIFIED', 20_000), { today: { tasks: 10, spend: 0 }, restricted, balance: 0 });
    expect(refusals.map((r) => r.message)).toEqual([
      'Maximum task value for VERIFIED tier is $100',
      'Daily task limit reached: VERIFIED tier allows 10 tasks per day',
      'Insufficient balance for escrow',
    ]);
  });

  it("lists the day's restricted limit for a restricted type only, between the reward and the tier's limits", async () => {
    const captcha = {
      ...(await draftTask(
        { ...request, task_type: 'CAPTCHA_SOLVING', purpose: 'I am blind and the captcha on my own council form blocks me' },
        { agentId: 'agt_1', tier: 'VERIFIED' },
        { taskId: 'task_1' },
        now,
        RULES,
      )),
      tier: 'VERIFIED' as const,
    };
    const used = { ...fresh, restricted: { today: 20, max: 20 } };
    expect(creationRefusals(captcha, used).map((r) => r.message)).toEqual(['Daily limit of restricted tasks reached']);
    expect(creationRefusals(await draft('VERIFIED'), used)).toEqual([]);
  });

  it('counts the reward without the fee against the daily spend, to the cent', async () => {
    expect(creationRefusals(await draft('VERIFIED'), { today: { tasks: 3, spend: 15_000 }, restricted, balance: 10_000 })).toEqual([]);
    const over = creationRefusals(await draft('VERIFIED'), { today: { tasks: 3, spend: 15_001 }, restricted, balance: 10_000 });
    expect(over.map((r) => r.message)).toEqual(['Daily spend limit reached: VERIFIED tier allows $200 per day']);
  });

  it('asks no deposit of a sandbox task', async () => {
    expect(creationRefusals(await draft('SANDBOX', 1000), { ...fresh, balance: 0 })).toEqual([]);
  });
});

describe('draftTask', () => {
  const request = { title: 't', description: 'd', reward: 500, proof_requirements: ['p'], task_type: 'PHOTO' as const };
  const now = new Date('2026-06-01T12:00:00.000Z');

  it('defaults the deadline to 72 hours and derives the domain', async () => {
    const { task } = await draftTask(request, { agentId: 'agt_1', tier: 'VERIFIED' }, { taskId: 'task_1' }, now, RULES);
    expect(task.deadline).toBe('2026-06-04T12:00:00.000Z');
    expect(task.task_domain).toBe('PHYSICAL');
    expect(task.escrow_cents).toBe(550);
    expect(task.sandbox).toBe(false);
  });

  it('makes sandbox tasks for SANDBOX agents, with no escrow', async () => {
    const { task } = await draftTask(request, { agentId: 'agt_1', tier: 'SANDBOX' }, { taskId: 'task_1' }, now, RULES);
    expect(task.sandbox).toBe(true);
    expect(task.escrow_cents).toBe(0);
  });

  it('refuses a deadline that is not in the future', async () => {
    await expect(
      draftTask({ ...request, deadline: '2026-06-01T11:59:59.000Z' }, { agentId: 'a', tier: 'VERIFIED' }, { taskId: 't' }, now, RULES),
    ).rejects.toThrow('deadline must be in the future');
  });

  it('sets the claim deadline from claim_within_minutes (fractional), within CLAIM_WITHIN_MIN_MINUTES..10080', async () => {
    const owner = { agentId: 'a', tier: 'VERIFIED' as const };
    const draft = (claim_within_minutes: number) => draftTask({ ...request, claim_within_minutes }, owner, { taskId: 't' }, now, RULES);
    expect((await draft(7.5)).task.claim_by).toBe('2026-06-01T12:07:30.000Z');
    expect((await draft(10080)).task.claim_by).toBe('2026-06-08T12:00:00.000Z');
    expect((await draft(5)).task).not.toHaveProperty('claim_within_minutes');
    for (const outside of [4.99, 10080.5, 0, -1, Number.NaN])
      await expect(draft(outside)).rejects.toThrow('claim_within_minutes must be from 5 to 10080');
    expect((await draftTask(request, owner, { taskId: 't' }, now, RULES)).task.claim_by).toBeUndefined();
  });

  it('keeps a work window in UTC: one bound or both, in order, closing by the deadline', async () => {
    const owner = { agentId: 'a', tier: 'VERIFIED' as const };
    const draft = (window: { not_before?: string; not_after?: string }) =>
      draftTask({ ...request, deadline: '2026-06-02T12:00:00.000Z', window }, owner, { taskId: 't' }, now, RULES);
    expect((await draft({ not_before: '2026-06-02T09:00:00+02:00', not_after: '2026-06-02T11:00:00+02:00' })).task.window).toEqual({
      not_before: '2026-06-02T07:00:00.000Z',
      not_after: '2026-06-02T09:00:00.000Z',
    });
    expect((await draft({ not_after: '2026-06-02T12:00:00Z' })).task.window).toEqual({ not_after: '2026-06-02T12:00:00.000Z' });
    await expect(draft({})).rejects.toThrow('window must give not_before, not_after or both');
    await expect(draft({ not_before: '2026-06-02T09:00:00Z', not_after: '2026-06-02T09:00:00Z' })).rejects.toThrow(
      'window.not_before must be before window.not_after',
    );
    await expect(draft({ not_after: '2026-06-02T12:00:00.001Z' })).rejects.toThrow('window.not_after must be at most the deadline');
  });

  it('allows a deadline up to 90 days after creation and refuses one later', async () => {
    const owner = { agentId: 'a', tier: 'VERIFIED' as const };
    const { task } = await draftTask({ ...request, deadline: '2026-08-30T12:00:00.000Z' }, owner, { taskId: 't' }, now, RULES);
    expect(task.deadline).toBe('2026-08-30T12:00:00.000Z');
    await expect(draftTask({ ...request, deadline: '2026-08-30T12:00:00.001Z' }, owner, { taskId: 't' }, now, RULES)).rejects.toThrow(
      'deadline must be at most 90 days after creation',
    );
  });

  it('needs a purpose for each restricted task type, and for no other type', async () => {
    const owner = { agentId: 'a', tier: 'VERIFIED' as const };
    for (const task_type of RESTRICTED_TASK_TYPES)
      await expect(draftTask({ ...request, task_type }, owner, { taskId: 't' }, now, RULES)).rejects.toThrow(
        `purpose is required for ${task_type} tasks`,
      );
    const purpose = 'Our bakery Pan y Sol needs it for its own shop';
    const { task } = await draftTask({ ...request, task_type: 'CAPTCHA_SOLVING', purpose }, owner, { taskId: 't' }, now, RULES);
    expect(task.purpose).toBe(purpose);
    expect((await draftTask(request, owner, { taskId: 't' }, now, RULES)).task.purpose).toBeUndefined();
  });

  it('needs an RSA-2048 or P-256 public key in a single PEM block for CREDENTIAL tasks', async () => {
    const credential = { ...request, task_type: 'ACCOUNT_CREATION' as const, purpose: 'One partner account for our own bakery' };
    const owner = { agentId: 'a', tier: 'VERIFIED' as const };
    await expect(draftTask(credential, owner, { taskId: 't' }, now, RULES)).rejects.toThrow('agent_public_key is required for CREDENTIAL tasks');
    const publicKeyEncoding = { type: 'spki', format: 'pem' } as const;
    const privateKeyEncoding = { type: 'pkcs8', format: 'pem' } as const;
    const pem = (type: 'rsa' | 'ec', options: { modulusLength?: number; namedCurve?: string }) =>
      type === 'rsa'
        ? generateKeyPairSync('rsa', { modulusLength: options.modulusLength ?? 2048, publicKeyEncoding, privateKeyEncoding }).publicKey
        : generateKeyPairSync('ec', { namedCurve: options.namedCurve ?? 'P-256', publicKeyEncoding, privateKeyEncoding }).publicKey;
    expect(
      (await draftTask({ ...credential, agent_public_key: pem('rsa', { modulusLength: 2048 }) }, owner, { taskId: 't' }, now, RULES)).task
        .task_domain,
    ).toBe('CREDENTIAL');
    expect(
      (await draftTask({ ...credential, agent_public_key: pem('ec', { namedCurve: 'P-256' }) }, owner, { taskId: 't' }, now, RULES)).task.task_domain,
    ).toBe('CREDENTIAL');
    await expect(
      draftTask({ ...credential, agent_public_key: pem('rsa', { modulusLength: 1024 }) }, owner, { taskId: 't' }, now, RULES),
    ).rejects.toThrow('agent_public_key must be');
    await expect(
      draftTask({ ...credential, agent_public_key: pem('ec', { namedCurve: 'P-384' }) }, owner, { taskId: 't' }, now, RULES),
    ).rejects.toThrow('agent_public_key must be');
    await expect(draftTask({ ...credential, agent_public_key: 'not a key' }, owner, { taskId: 't' }, now, RULES)).rejects.toThrow(
      'agent_public_key must be',
    );
    const rsa = pem('rsa', { modulusLength: 2048 });
    for (const malformed of [rsa + rsa, `junk\n${rsa}`, rsa.replace('-----END PUBLIC KEY-----', '')]) {
      await expect(draftTask({ ...credential, agent_public_key: malformed }, owner, { taskId: 't' }, now, RULES)).rejects.toThrow(
        'agent_public_key must be',
      );
    }
  });
});
