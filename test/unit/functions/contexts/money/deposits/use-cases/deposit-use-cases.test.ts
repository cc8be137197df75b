import { describe, expect, it, vi } from 'vitest';
import type { Agent } from '../../../../../../../functions/contexts/accounts/agents/domain/agents';
import type { DepositSettings } from '../../../../../../../functions/contexts/money/deposits/ports';
import { checkDeposit } from '../../../../../../../functions/contexts/money/deposits/use-cases/check-deposit';
import { getDepositInstructions, getOwnDeposit } from '../../../../../../../functions/contexts/money/deposits/use-cases/deposit-queries';
import { reportDeposit } from '../../../../../../../functions/contexts/money/deposits/use-cases/report-deposit';
import { accounts } from '../../../../../../../functions/contexts/money/ledger/domain/accounts';
import { logger } from '../../../../../../../functions/platform/logging/logger';
import { fakeDeposits } from '../../../../../../support/fakes/deposits';

const NOW = new Date('2026-06-01T12:00:00.000Z');
const WALLET = '0x52908400098527886e0f7030069857d2e4169ee7';
const TX = `0x${'ab'.repeat(32)}`;

const agent = (overrides: Partial<Agent> = {}): Agent =>
  ({
    agent_id: 'ag_1',
    name: 'Bot',
    email: 'bot@example.com',
    tier: 'SANDBOX',
    email_verified: true,
    created_at: '2026-01-01T00:00:00.000Z',
    wallet_address: WALLET,
    ...overrides,
  }) as Agent;

const world = (settings: Partial<DepositSettings> = {}) => {
  const fakes = fakeDeposits(settings);
  fakes.table.agents.set('ag_1', agent());
  return fakes;
};

const deposited = (w: ReturnType<typeof world>, agentId = 'ag_1') => w.ledger.balance(accounts.agentDeposit(agentId));
const reported = (amount = 2_500, txHash = TX) => ({ txHash, amount, chain: 'base' });
/** The status a deposit has after one confirmation check. */
const statusAfterCheck = async (w: ReturnType<typeof world>, transactionId: string) =>
  (await checkDeposit(w.deps, transactionId, NOW)).deposit?.status;

describe('reportDeposit: each transaction hash is credited once, to one agent', () => {
  it('credits a transfer with enough confirmations at once, as CONFIRMED', async () => {
    const w = world();
    w.chain.answers = [{ kind: 'found', confirmations: 3 }];

    const deposit = await reportDeposit(w.deps, 'ag_1', reported(2_500, TX.toUpperCase().replace('0X', '0x')), NOW);

    expect(deposit).toMatchObject({
      status: 'CONFIRMED',
      tx_hash: TX,
      from_address: WALLET,
      confirmations: 3,
      confirmations_required: 3,
      confirmed_at: NOW.toISOString(),
    });
    expect(w.chain.asked).toEqual([expect.objectContaining({ tx_hash: TX, from_address: WALLET, amount_cents: 2_500 })]);
    expect(deposited(w)).toBe(2_500);
    expect(w.table.agents.get('ag_1')?.tier).toBe('SANDBOX');
    // Announced to the agent's endpoints in the credit's own transaction.
    expect(w.table.contributed).toEqual([{ Put: { TableName: 'announced', Item: { agentId: 'ag_1', deposit } } }]);
  });

  it.each([
    [false, 0],
    [true, 1],
  ])('credits a confirmed deposit of an agent whose webhooks_used is %s with %i deposit.confirmed event', async (used, events) => {
    const w = world();
    w.table.agents.set('ag_1', agent({ webhooks_used: used }));
    w.chain.answers = [{ kind: 'found', confirmations: 3 }];
    await reportDeposit(w.deps, 'ag_1', reported(), NOW);
    expect(deposited(w)).toBe(2_500);
    expect(w.table.contributed).toHaveLength(events);
  });

  it('moves the agent to STANDARD with a confirmed deposit of $50 or more', async () => {
    const w = world();
    w.chain.answers = [{ kind: 'found', confirmations: 5 }];
    await reportDeposit(w.deps, 'ag_1', reported(5_000), NOW);
    expect(w.table.agents.get('ag_1')?.tier).toBe('STANDARD');
  });

  it('records a transfer with too few confirmations as pending, crediting nothing yet', async () => {
    const w = world();
    w.chain.answers = [{ kind: 'found', confirmations: 1 }];
    const deposit = await reportDeposit(w.deps, 'ag_1', reported(), NOW);
    expect(deposit).toMatchObject({ status: 'PENDING_CONFIRMATIONS', confirmations: 1 });
    expect(deposit.confirmed_at).toBeUndefined();
    expect(deposited(w)).toBe(0);
    expect(w.table.contributed).toEqual([]);
    // On the agent's pending list, due when its 2 missing blocks (2 s each) should be mined.
    expect(await w.table.pendingDeposits('ag_1')).toEqual([{ amount_cents: 2_500, due_at: '2026-06-01T12:00:04.000Z' }]);
  });

  it.each([
    ['a tx_hash that is no hash', { hash: 'not-a-hash' }, 'tx_hash must be a 0x-prefixed 32-byte hex transaction hash'],
    ['an agent without a bound wallet', { wallet: undefined }, 'Bind a wallet before reporting a deposit'],
    ['a transaction not mined', { answer: { kind: 'not_found' as const } }, 'Transaction not found on chain: report it once it is mined'],
    ['a reverted transaction', { answer: { kind: 'reverted' as const } }, 'Transaction failed on chain'],
    [
      'a transaction that moved something else',
      { answer: { kind: 'mismatch' as const } },
      'Transaction holds no USDC transfer of 25 from your wallet to the deposit address',
    ],
  ])(
    'refuses %s, crediting nothing',
    async (_case, arrange: { hash?: string; wallet?: undefined; answer?: { kind: 'not_found' | 'reverted' | 'mismatch' } }, message) => {
      const w = world();
      if ('wallet' in arrange) w.table.agents.set('ag_1', agent({ wallet_address: undefined }));
      if (arrange.answer) w.chain.answers = [arrange.answer];
      await expect(reportDeposit(w.deps, 'ag_1', reported(2_500, arrange.hash ?? TX), NOW)).rejects.toThrow(message);
      expect(w.table.deposits.size).toBe(0);
      expect(deposited(w)).toBe(0);
    },
  );

  it('refuses an unknown agent', async () => {
    const w = world();
    await expect(reportDeposit(w.deps, 'ag_unknown', reported(), NOW)).rejects.toThrow('Agent not found');
  });

  it('refuses a hash reported before, by the same or another agent, without asking the chain again', async () => {
    const w = world();
    w.table.agents.set('ag_2', agent({ agent_id: 'ag_2' }));
    w.chain.answers = [{ kind: 'found', confirmations: 3 }];
    await reportDeposit(w.deps, 'ag_1', reported(), NOW);
    await expect(reportDeposit(w.deps, 'ag_2', reported(), NOW)).rejects.toThrow('Transaction already processed');
    expect(w.chain.asked).toHaveLength(1);
    expect(deposited(w, 'ag_2')).toBe(0);
  });

  it('of two reports of one hash racing past the early check, credits one: the claim decides', async () => {
    const w = world();
    w.chain.answers = [
      { kind: 'found', confirmations: 3 },
      { kind: 'found', confirmations: 3 },
    ];
    const results = await Promise.allSettled([reportDeposit(w.deps, 'ag_1', reported(), NOW), reportDeposit(w.deps, 'ag_1', reported(), NOW)]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(results.find((r) => r.status === 'rejected')).toMatchObject({
      reason: expect.objectContaining({ message: 'Transaction already processed' }),
    });
    expect(deposited(w)).toBe(2_500);
  });

  it('credits at once in development without a chain, and is unavailable elsewhere without one', async () => {
    const dev = world({ onChain: false, development: true });
    expect(await reportDeposit(dev.deps, 'ag_1', reported(2_500, 'any-reference'), NOW)).toMatchObject({ status: 'CONFIRMED', confirmations: 0 });
    expect(deposited(dev)).toBe(2_500);
    expect(dev.chain.asked).toEqual([]);

    const prod = world({ onChain: false, development: false });
    await expect(reportDeposit(prod.deps, 'ag_1', reported(), NOW)).rejects.toThrow('Deposits are unavailable: no chain is configured');
  });
});

describe('checkDeposit: one confirmation check of a pending deposit', () => {
  const pending = async (w: ReturnType<typeof world>) => {
    w.chain.answers = [{ kind: 'found', confirmations: 0 }];
    return reportDeposit(w.deps, 'ag_1', reported(), NOW);
  };

  it('records the confirmations seen, then credits the deposit once it has enough', async () => {
    const w = world();
    const deposit = await pending(w);
    w.chain.answers = [
      { kind: 'found', confirmations: 2 },
      { kind: 'found', confirmations: 3 },
    ];
    expect(await statusAfterCheck(w, deposit.transaction_id)).toBe('PENDING_CONFIRMATIONS');
    expect((await w.table.getDeposit(deposit.transaction_id))?.confirmations).toBe(2);
    expect(deposited(w)).toBe(0);
    expect(await statusAfterCheck(w, deposit.transaction_id)).toBe('CONFIRMED');
    expect(deposited(w)).toBe(2_500);
    expect(await w.table.pendingDeposits('ag_1')).toEqual([]);
    expect(w.table.contributed).toEqual([
      { Put: { TableName: 'announced', Item: { agentId: 'ag_1', deposit: expect.objectContaining({ status: 'CONFIRMED', confirmations: 3 }) } } },
    ]);
    // Settled: a later check asks the chain nothing and credits nothing again.
    expect(await statusAfterCheck(w, deposit.transaction_id)).toBe('CONFIRMED');
    expect(deposited(w)).toBe(2_500);
  });

  it('writes the deposit.confirmed event as the agent is at the credit: none while it has no endpoint, one once it created one', async () => {
    const w = world();
    w.table.agents.set('ag_1', agent({ webhooks_used: false }));
    const silent = await pending(w);
    w.chain.answers = [{ kind: 'found', confirmations: 3 }];
    expect(await statusAfterCheck(w, silent.transaction_id)).toBe('CONFIRMED');
    expect(w.table.contributed).toEqual([]);

    w.chain.answers = [{ kind: 'found', confirmations: 0 }];
    const later = await reportDeposit(w.deps, 'ag_1', reported(2_500, `0x${'cd'.repeat(32)}`), NOW);
    w.table.agents.set('ag_1', agent({ webhooks_used: true }));
    w.chain.answers = [{ kind: 'found', confirmations: 3 }];
    expect(await statusAfterCheck(w, later.transaction_id)).toBe('CONFIRMED');
    expect(w.table.contributed).toEqual([
      { Put: { TableName: 'announced', Item: { agentId: 'ag_1', deposit: expect.objectContaining({ transaction_id: later.transaction_id }) } } },
    ]);
  });

  it('fails a deposit whose transaction left the chain, and releases its hash for a new report', async () => {
    const w = world();
    const deposit = await pending(w);
    w.chain.answers = [{ kind: 'not_found' }];
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    expect(await statusAfterCheck(w, deposit.transaction_id)).toBe('FAILED');
    expect(warn).toHaveBeenCalledWith('Deposit transaction no longer verifies', { transaction_id: deposit.transaction_id, check: 'not_found' });
    warn.mockRestore();
    expect(deposited(w)).toBe(0);
    expect(await w.table.isTransactionClaimed('base', TX)).toBe(false);
    expect(await w.table.pendingDeposits('ag_1')).toEqual([]);
  });

  it('credits once when two checks confirm the deposit at the same moment: the pending condition refuses the second', async () => {
    const w = world();
    const deposit = await pending(w);
    w.chain.answers = [
      { kind: 'found', confirmations: 3 },
      { kind: 'found', confirmations: 3 },
    ];
    const checks = await Promise.all([checkDeposit(w.deps, deposit.transaction_id, NOW), checkDeposit(w.deps, deposit.transaction_id, NOW)]);
    expect(w.chain.asked).toHaveLength(3);
    expect(checks.map((check) => check.deposit?.status)).toEqual(['CONFIRMED', 'CONFIRMED']);
    expect(checks.map((check) => check.credited).sort()).toEqual([false, true]);
    expect(deposited(w)).toBe(2_500);
    expect(w.table.contributed).toHaveLength(1);
  });

  it('leaves an unknown deposit alone', async () => {
    expect(await checkDeposit(world().deps, 'dep_unknown', NOW)).toEqual({ deposit: undefined, credited: false });
  });
});

describe('Deposit reads', () => {
  it("shows an agent their own deposit and no one else's", async () => {
    const w = world();
    w.chain.answers = [{ kind: 'found', confirmations: 3 }];
    const deposit = await reportDeposit(w.deps, 'ag_1', reported(), NOW);
    expect(await getOwnDeposit(w.deps, deposit.transaction_id, 'ag_1')).toEqual(deposit);
    await expect(getOwnDeposit(w.deps, deposit.transaction_id, 'ag_2')).rejects.toThrow('Deposit not found');
  });

  it('gives the configured chain and the wallet deposits must come from', async () => {
    const w = world();
    expect(await getDepositInstructions(w.deps, 'ag_1')).toEqual({ ...w.deps.settings.instructions, walletAddress: WALLET });
    await expect(getDepositInstructions(w.deps, 'ag_unknown')).rejects.toThrow('Agent not found');
  });
});
