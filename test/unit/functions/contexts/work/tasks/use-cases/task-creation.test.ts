import { describe, expect, it } from 'vitest';
import { TIER_LIMITS, type Tier } from '../../../../../../../functions/contexts/accounts/agents/domain/tiers';
import { accounts } from '../../../../../../../functions/contexts/money/ledger/domain/accounts';
import type { TaskRequest } from '../../../../../../../functions/contexts/work/tasks/domain/task-drafts';
import { createTask, draftTasks } from '../../../../../../../functions/contexts/work/tasks/use-cases/create-task';
import { prepareTask } from '../../../../../../../functions/contexts/work/tasks/use-cases/prepare-task';
import { contribution } from '../../../../../../../functions/platform/table/contribution';
import type { TransactItem } from '../../../../../../../functions/platform/table/transactions';
import { FakeTaskCreation } from '../../../../../../support/fakes/tasks';

const now = new Date('2026-11-26T12:00:00.000Z');

const request = (overrides: Partial<TaskRequest> = {}): TaskRequest => ({
  title: 'Is the bakery open?',
  description: 'Photograph the door',
  reward: 1_000,
  proof_requirements: ['photo of the door'],
  task_type: 'VERIFICATION',
  ...overrides,
});

/** Creation with one verified agent holding `deposit` cents. */
const creationWith = (deposit: number, tier: Tier = 'STANDARD') => {
  const deps = new FakeTaskCreation();
  deps.tiers.set('agt_1', tier);
  deps.table.ledger.balances.set(accounts.agentDeposit('agt_1'), deposit);
  return deps;
};

const deposit = (deps: FakeTaskCreation) => deps.table.ledger.balance(accounts.agentDeposit('agt_1'));
const escrow = (deps: FakeTaskCreation) => deps.table.ledger.balance(accounts.agentEscrow('agt_1'));

describe('creating a task', () => {
  it('holds reward and fee in escrow from the deposit, in the transaction that writes the task', async () => {
    const deps = creationWith(5_000);
    const task = await createTask(deps, 'agt_1', request(), now);
    expect(task).toMatchObject({ task_id: 'task_1', status: 'PENDING', reward_cents: 1_000, fee_cents: 100, escrow_cents: 1_100 });
    expect(deps.table.task('task_1').status).toBe('PENDING');
    expect([deposit(deps), escrow(deps)]).toEqual([3_900, 1_100]);
  });

  it('creates a task screening doubts HELD: escrow held all the same, the hold stamped now with its reason and category', async () => {
    const deps = creationWith(5_000);
    const task = await createTask(
      deps,
      'agt_1',
      request({ title: 'Observation', description: 'Discreetly observe the entrance of the office and count who goes in' }),
      now,
    );
    expect(task).toMatchObject({
      status: 'HELD',
      escrow_cents: 1_100,
      hold: { reason: expect.any(String), category: 'harm_to_people', held_at: now.toISOString() },
    });
    expect(deps.table.task('task_1').status).toBe('HELD');
    expect([deposit(deps), escrow(deps)]).toEqual([3_900, 1_100]);
  });

  it('commits its task.created event and what the caller contributes with the task (its idempotency record, audit entry) in the same insert', async () => {
    const deps = creationWith(5_000);
    const record = { Put: { TableName: 't', Item: { pk: 'IDEMPOTENCY#k' } } } as TransactItem;
    await createTask(deps, 'agt_1', request(), now, (task) =>
      contribution([{ ...record, Put: { ...record.Put!, Item: { pk: `IDEMPOTENCY#${task.task_id}` } } }]),
    );
    expect(deps.committedWith).toEqual([
      [{ Put: { TableName: 'created_event', Item: { task_id: 'task_1' } } }, { Put: { TableName: 't', Item: { pk: 'IDEMPOTENCY#task_1' } } }],
    ]);
  });

  it('writes no task.created event for an agent that never created a webhook endpoint, only what the caller contributes', async () => {
    const deps = creationWith(5_000);
    deps.webhooksUsed.set('agt_1', false);
    await createTask(deps, 'agt_1', request(), now, (task) =>
      contribution([{ Put: { TableName: 't', Item: { pk: `IDEMPOTENCY#${task.task_id}` } } }]),
    );
    expect(deps.committedWith).toEqual([[{ Put: { TableName: 't', Item: { pk: 'IDEMPOTENCY#task_1' } } }]]);
  });

  it.each([
    ['that created a webhook endpoint', true],
    ['registered before endpoints were marked (unknown)', undefined],
  ])('writes the task.created event for an agent %s', async (_, used) => {
    const deps = creationWith(5_000);
    if (used !== undefined) deps.webhooksUsed.set('agt_1', used);
    await createTask(deps, 'agt_1', request(), now);
    expect(deps.committedWith).toEqual([[{ Put: { TableName: 'created_event', Item: { task_id: 'task_1' } } }]]);
  });

  it('answers the shortfall when the deposit cannot cover reward and fee, and writes nothing', async () => {
    const deps = creationWith(1_000);
    await expect(createTask(deps, 'agt_1', request(), now)).rejects.toMatchObject({ message: 'Insufficient balance for escrow', shortfall: 100 });
    expect(deps.table.items.size).toBe(0);
    expect([deposit(deps), escrow(deps)]).toEqual([1_000, 0]);
  });

  it("a sandbox agent's task holds no money", async () => {
    const deps = creationWith(0, 'SANDBOX');
    const task = await createTask(deps, 'agt_1', request({ reward: 500 }), now);
    expect(task.sandbox).toBe(true);
    expect(escrow(deps)).toBe(0);
  });

  it("refuses a reward below the minimum or above the tier's maximum before anything is written", async () => {
    const deps = creationWith(1_000_000);
    await expect(createTask(deps, 'agt_1', request({ reward: 1 }), now)).rejects.toThrow(/Minimum task value/);
    await expect(createTask(deps, 'agt_1', request({ reward: TIER_LIMITS.STANDARD.maxTaskValue + 1 }), now)).rejects.toThrow(/Maximum task value/);
    expect(deps.table.items.size).toBe(0);
  });

  it('refuses a prohibited request before anything is written or held, naming its category, and counts the refusal', async () => {
    const deps = creationWith(5_000);
    await expect(createTask(deps, 'agt_1', request({ description: 'Write 20 five-star reviews for my restaurant' }), now)).rejects.toMatchObject({
      message: 'Refused by the acceptable use policy: fraud',
      category: 'fraud',
    });
    expect([deps.table.items.size, deposit(deps), escrow(deps)]).toEqual([0, 5_000, 0]);
    expect(deps.screening.recorded).toEqual([[{ subject: 'task', agentId: 'agt_1' }, { verdict: 'refuse', category: 'fraud' }, now]]);
  });

  it('screens the purpose with the rest of the task', async () => {
    const deps = creationWith(5_000);
    const purpose = 'So my bot can claim the sign-up bonus, create 30 accounts in bulk';
    await expect(createTask(deps, 'agt_1', request({ task_type: 'CAPTCHA_SOLVING', purpose }), now)).rejects.toMatchObject({
      category: 'unauthorized_access',
    });
  });

  it("refuses the day's restricted task beyond RESTRICTED_TASKS_PER_DAY (429 until the UTC day ends), other tasks going on", async () => {
    const deps = creationWith(1_000_000);
    deps.settings.restrictedTasksPerDay = 2;
    const restricted = request({ task_type: 'CAPTCHA_SOLVING', purpose: 'I am blind: the captcha on my own council form blocks my screen reader' });
    for (let i = 0; i < 2; i++) await createTask(deps, 'agt_1', restricted, now);
    await expect(createTask(deps, 'agt_1', restricted, now)).rejects.toMatchObject({
      message: 'Daily limit of restricted tasks reached',
      retryAfterSeconds: 12 * 60 * 60,
    });
    await createTask(deps, 'agt_1', request(), now);
    await createTask(deps, 'agt_1', restricted, new Date('2026-11-27T00:00:00.000Z'));
    expect(deps.table.items.size).toBe(4);
  });

  it("refuses the day's task beyond the tier's daily limit, keeping the day's count", async () => {
    const deps = creationWith(1_000_000, 'VERIFIED');
    const limit = TIER_LIMITS.VERIFIED.maxDailyTasks;
    for (let i = 0; i < limit; i++) await createTask(deps, 'agt_1', request({ reward: 100 }), now);
    await expect(createTask(deps, 'agt_1', request({ reward: 100 }), now)).rejects.toThrow(/Daily task limit/);
    expect(deps.table.items.size).toBe(limit);
  });

  it('refuses an unknown agent, and a callback URL the rules do not allow, with nothing sealed or written', async () => {
    const deps = creationWith(5_000);
    await expect(createTask(deps, 'agt_ghost', request(), now)).rejects.toThrow('Agent not found');
    const refused = request({ callback_url: 'https://hooks.internal/x', callback_secret: 'shh' });
    await expect(createTask(deps, 'agt_1', refused, now)).rejects.toThrow('callback_url must not point to a private');
    expect([deps.table.items.size, deps.sealedSecrets.length]).toEqual([0, 0]);
  });

  it('seals a callback secret to its task, never storing it in the clear', async () => {
    const deps = creationWith(5_000);
    const task = await createTask(deps, 'agt_1', request({ callback_url: 'https://hooks.example.com/x', callback_secret: 'shh-secret' }), now);
    expect(deps.sealedSecrets).toEqual([{ owner: { taskId: 'task_1' }, secret: 'shh-secret' }]);
    expect(task.callback_secret_sealed).toBe('sealed:10');
    expect(JSON.stringify(deps.table.task('task_1'))).not.toContain('shh-secret');
  });
});

describe("drafting a batch's seats", () => {
  it('makes one task per id from one draft, each of the batch, sharing one secret sealed to the batch', async () => {
    const deps = creationWith(5_000);
    const drafted = await draftTasks(deps, 'agt_1', request({ callback_url: 'https://hooks.example.com/x', callback_secret: 's' }), now, {
      taskIds: ['task_a', 'task_b'],
      batchId: 'batch_1',
    });
    expect(drafted.tasks.map((task) => [task.task_id, task.batch_id])).toEqual([
      ['task_a', 'batch_1'],
      ['task_b', 'batch_1'],
    ]);
    expect(deps.sealedSecrets).toEqual([{ owner: { batchId: 'batch_1' }, secret: 's' }]);
    expect(drafted.usage).toMatchObject({ day: '2026-11-26', tier: 'STANDARD', maxTasks: TIER_LIMITS.STANDARD.maxDailyTasks });
    expect(deps.table.items.size).toBe(0);
  });
});

describe('preparing a task (the quote)', () => {
  it('prices exactly as creation charges, with the configured fee, and writes nothing', async () => {
    const deps = creationWith(5_000);
    deps.settings.platformFeeBps = 250;
    const { price, tier } = await prepareTask(deps, 'agt_1', request({ reward: 2_000 }), now, 'task_quote');
    expect([price, tier]).toEqual([{ reward: 2_000, fee: 50, total: 2_050 }, 'STANDARD']);
    expect((await createTask(deps, 'agt_1', request({ reward: 2_000 }), now)).escrow_cents).toBe(price.total);
  });
});
