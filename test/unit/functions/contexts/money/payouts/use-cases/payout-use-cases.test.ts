import { describe, expect, it, vi } from 'vitest';
import type { Operator } from '../../../../../../../functions/contexts/accounts/operators/domain/operators';
import { accounts } from '../../../../../../../functions/contexts/money/ledger/domain/accounts';
import type { Payout } from '../../../../../../../functions/contexts/money/payouts/domain/payouts';
import type { PayoutSettings } from '../../../../../../../functions/contexts/money/payouts/ports';
import { checkHotWallet } from '../../../../../../../functions/contexts/money/payouts/use-cases/check-hot-wallet';
import { failUnsentPayout } from '../../../../../../../functions/contexts/money/payouts/use-cases/fail-unsent-payout';
import { currentPayoutFee, getOwnPayout } from '../../../../../../../functions/contexts/money/payouts/use-cases/payout-queries';
import { requestPayout } from '../../../../../../../functions/contexts/money/payouts/use-cases/request-payout';
import { sendPayout } from '../../../../../../../functions/contexts/money/payouts/use-cases/send-payout';
import { settlePayout } from '../../../../../../../functions/contexts/money/payouts/use-cases/settle-payout';
import { logger } from '../../../../../../../functions/platform/logging/logger';
import { contribution } from '../../../../../../../functions/platform/table/contribution';
import { fakePayouts } from '../../../../../../support/fakes/payouts';
import { refusalOf } from '../../../../../../support/refusals';

const NOW = new Date('2026-06-01T12:00:00.000Z');
const WALLET = '0x52908400098527886e0f7030069857d2e4169ee7';
const OTHER_WALLET = '0x1111111111111111111111111111111111111111';

const operator = (overrides: Partial<Operator> = {}): Operator => ({
  operator_id: 'op_1',
  name: 'Ada',
  email: 'ada@example.com',
  skills: [],
  kyc_status: 'APPROVED',
  rating: 0,
  created_at: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

/** The payouts ports, faked, with an approved operator holding `available` cents. */
const world = (available = 5_000, settings: Partial<PayoutSettings> = {}) => {
  const fakes = fakePayouts(settings);
  fakes.operators.operators.set('op_1', operator());
  fakes.ledger.balances.set(accounts.operatorAvailable('op_1'), available);
  return fakes;
};

const request = (amount = 2_500, walletAddress = WALLET) => ({ amount, walletAddress, chain: 'base' });

describe('requestPayout: who may withdraw, how much, and where to', () => {
  it('records the payout PENDING_ONCHAIN with the fee deducted, takes the amount from available, binds the first address and commits what the caller contributes in the same write', async () => {
    const w = world(5_000, { earningsHoldMs: 7_000 });
    const contribute = vi.fn(() => contribution(['idempotency record' as never]));

    const payout = await requestPayout(w.deps, 'op_1', request(2_500), NOW, contribute);

    expect(payout).toMatchObject({
      operator_id: 'op_1',
      amount_cents: 2_500,
      gas_fee_cents: 5,
      net_cents: 2_495,
      status: 'PENDING_ONCHAIN',
      to_address: WALLET,
    });
    expect(payout.simulated).toBeUndefined();
    expect(w.ledger.available('op_1')).toBe(2_500);
    expect(w.ledger.balance(accounts.externalPayouts)).toBe(2_500);
    expect(await w.table.getPayout(payout.payout_id)).toEqual(payout);
    expect(await w.table.getPayoutAddress('op_1')).toEqual({ address: WALLET, bound_at: payout.created_at });
    expect(w.table.contributed).toEqual([['idempotency record']]);
    expect(contribute).toHaveBeenCalledWith(payout);
    // Rewards past the holding period are cleared before the balance is judged.
    expect(w.operators.settled).toEqual([{ operatorId: 'op_1', holdMs: 7_000 }]);
  });

  it('marks the payout simulated in development without a chain', async () => {
    const w = world(5_000, { simulated: true });
    expect((await requestPayout(w.deps, 'op_1', request(), NOW)).simulated).toBe(true);
  });

  it.each([
    ['an unknown operator', (w: ReturnType<typeof world>) => w.operators.operators.clear(), 'Operator not found'],
    [
      'an operator without approved KYC',
      (w: ReturnType<typeof world>) => w.operators.operators.set('op_1', operator({ kyc_status: 'PENDING' })),
      'KYC verification required before requesting payouts',
    ],
    [
      'payouts without a chain or hot wallet',
      (w: ReturnType<typeof world>) => Object.assign(w.deps.settings, { payoutsAvailable: false }),
      'Payouts are unavailable: no chain or hot wallet is configured',
    ],
  ])('refuses %s, moving nothing', async (_case, arrange, message) => {
    const w = world();
    arrange(w);
    await expect(requestPayout(w.deps, 'op_1', request(), NOW)).rejects.toThrow(message);
    expect(w.table.payouts.size).toBe(0);
    expect(w.ledger.available('op_1')).toBe(5_000);
  });

  it('asks for an authenticator app when PAYOUT_REQUIRES_MFA is on, and pays once one is set up', async () => {
    const w = world(5_000, { payoutRequiresMfa: true });
    await expect(requestPayout(w.deps, 'op_1', request(), NOW)).rejects.toThrow(
      'Two-factor authentication (an authenticator app) required before requesting payouts',
    );
    w.operators.withAuthenticator.add('op_1');
    await expect(requestPayout(w.deps, 'op_1', request(), NOW)).resolves.toMatchObject({ status: 'PENDING_ONCHAIN' });
  });

  it('refuses less than the $10 minimum, and an amount the network fee would swallow (the minimum then includes the fee)', async () => {
    const w = world();
    await expect(requestPayout(w.deps, 'op_1', request(999), NOW)).rejects.toThrow('Minimum payout is $10');
    w.fees.cents = 1_000;
    await expect(requestPayout(w.deps, 'op_1', request(1_000), NOW)).rejects.toThrow('Minimum payout is $20');
    expect(w.ledger.available('op_1')).toBe(5_000);
  });

  it('refuses more than the available balance, writing neither the payout nor the address', async () => {
    const w = world(2_000);
    await expect(requestPayout(w.deps, 'op_1', request(2_001), NOW)).rejects.toThrow('Insufficient available balance');
    expect(w.table.payouts.size).toBe(0);
    expect(w.table.addresses.size).toBe(0);
    expect(w.ledger.available('op_1')).toBe(2_000);
  });

  it('pays the bound address again without a new cooldown', async () => {
    const w = world();
    await requestPayout(w.deps, 'op_1', request(1_000), NOW);
    await requestPayout(w.deps, 'op_1', request(1_000, WALLET.toUpperCase().replace('0X', '0x')), NOW);
    expect(w.ledger.available('op_1')).toBe(3_000);
    expect(w.mail.sent).toEqual([]);
  });

  it('takes the checksummed and the lower-case spelling of the bound address as one address: both paid, no mail', async () => {
    const w = world(3_000);
    const checksummed = '0x52908400098527886E0F7030069857D2E4169EE7';
    await requestPayout(w.deps, 'op_1', request(1_000, checksummed), NOW);
    await requestPayout(w.deps, 'op_1', request(1_000, checksummed.toLowerCase()), NOW);
    expect(w.ledger.available('op_1')).toBe(1_000);
    expect(w.mail.sent).toEqual([]);
  });

  it('binds no address for a payout refused for want of balance (402): the first paid payout binds its own, with no mail', async () => {
    const w = world(1_000);
    const refusedTo = '0xde709f2102306220921060314715629080e2fb77';
    expect(await refusalOf(() => requestPayout(w.deps, 'op_1', request(2_000, refusedTo), NOW))).toEqual({
      status: 402,
      body: { error: 'Insufficient available balance' },
    });
    const payout = await requestPayout(w.deps, 'op_1', request(1_000, WALLET), NOW);
    expect(payout.to_address).toBe(WALLET);
    expect(await w.table.getPayoutAddress('op_1')).toEqual({ address: WALLET, bound_at: NOW.toISOString() });
    expect(w.mail.sent).toEqual([]);
  });

  it('records a new address, mails the operator, and refuses until its cooldown has passed; then promotes it with the payout', async () => {
    const w = world();
    await requestPayout(w.deps, 'op_1', request(1_000), NOW);
    const usableAt = new Date(NOW.getTime() + 24 * 3600_000).toISOString();

    await expect(requestPayout(w.deps, 'op_1', request(1_000, OTHER_WALLET), NOW)).rejects.toThrow(`New payout address usable from ${usableAt}`);
    expect(w.ledger.available('op_1')).toBe(4_000);
    expect(w.mail.sent).toEqual([expect.objectContaining({ to: 'ada@example.com', subject: 'Handoff: your payout address is changing' })]);
    expect(w.mail.sent[0]!.text).toContain('0x1111…1111');
    // Asked again before the cooldown: the same refusal, no second mail.
    await expect(requestPayout(w.deps, 'op_1', request(1_000, OTHER_WALLET), NOW)).rejects.toThrow(`New payout address usable from ${usableAt}`);
    expect(w.mail.sent).toHaveLength(1);

    const later = new Date(NOW.getTime() + 24 * 3600_000);
    const payout = await requestPayout(w.deps, 'op_1', request(1_000, OTHER_WALLET), later);
    expect(payout.to_address).toBe(OTHER_WALLET);
    expect(await w.table.getPayoutAddress('op_1')).toEqual({ address: OTHER_WALLET, bound_at: later.toISOString() });
    expect(w.ledger.available('op_1')).toBe(3_000);
  });

  it('without a cooldown, changes the address and pays it in the same request', async () => {
    const w = world(5_000, { payoutAddressCooldownMs: 0 });
    await requestPayout(w.deps, 'op_1', request(1_000), NOW);
    const payout = await requestPayout(w.deps, 'op_1', request(1_000, OTHER_WALLET), NOW);
    expect(payout.to_address).toBe(OTHER_WALLET);
    expect((await w.table.getPayoutAddress('op_1'))?.address).toBe(OTHER_WALLET);
    expect(w.mail.sent).toHaveLength(1);
  });

  it('keeps the address change when the mail fails (logged, not undone)', async () => {
    const w = world();
    await requestPayout(w.deps, 'op_1', request(1_000), NOW);
    w.mail.failing = true;
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    await expect(requestPayout(w.deps, 'op_1', request(1_000, OTHER_WALLET), NOW)).rejects.toThrow('New payout address usable from');
    expect((await w.table.getPayoutAddress('op_1'))?.pending_address).toBe(OTHER_WALLET);
    expect(warn).toHaveBeenCalledWith('Payout address email not sent', expect.objectContaining({ operator_id: 'op_1' }));
    warn.mockRestore();
  });

  it('decides the address again when a concurrent request bound one between the read and the write, paying once', async () => {
    const w = world();
    let raced = false;
    w.table.beforeWrite = (operation) => {
      if (operation !== 'createPayout' || raced) return;
      raced = true;
      w.table.addresses.set('op_1', { address: WALLET, bound_at: NOW.toISOString() });
    };
    const payout = await requestPayout(w.deps, 'op_1', request(1_000), NOW);
    expect(payout.to_address).toBe(WALLET);
    expect(w.table.payouts.size).toBe(1);
    expect(w.ledger.available('op_1')).toBe(4_000);
  });

  it('gives up with a conflict when concurrent changes of the address keep winning, having moved no money', async () => {
    const w = world();
    w.table.addresses.set('op_1', { address: WALLET, bound_at: NOW.toISOString() });
    let n = 0;
    w.table.beforeWrite = (operation) => {
      if (operation !== 'proposePayoutAddress') return;
      const usableAt = new Date(NOW.getTime() + ++n).toISOString();
      w.table.addresses.set('op_1', {
        address: WALLET,
        bound_at: NOW.toISOString(),
        pending_address: `0x${String(n).padStart(40, '0')}`,
        pending_usable_at: usableAt,
      });
    };
    await expect(requestPayout(w.deps, 'op_1', request(1_000, OTHER_WALLET), NOW)).rejects.toThrow(
      'Payout address changed by another request: try again',
    );
    expect(n).toBe(4);
    expect(w.table.payouts.size).toBe(0);
    expect(w.mail.sent).toEqual([]);
    expect(w.ledger.available('op_1')).toBe(5_000);
  });

  it('of two payouts racing for the last of the balance, pays one and refuses the other', async () => {
    const w = world(1_500);
    const results = await Promise.allSettled([
      requestPayout(w.deps, 'op_1', request(1_000), NOW),
      requestPayout(w.deps, 'op_1', request(1_000), NOW),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(results.find((r) => r.status === 'rejected')).toMatchObject({
      reason: expect.objectContaining({ message: 'Insufficient available balance' }),
    });
    expect(w.ledger.available('op_1')).toBe(500);
  });
});

/** A payout recorded as requestPayout leaves it (amount taken from available). */
const recorded = async (w: ReturnType<typeof world>, overrides: Partial<Payout> = {}): Promise<Payout> => {
  const payout = await requestPayout(w.deps, 'op_1', request(2_500), NOW);
  Object.assign(w.table.payouts.get(payout.payout_id)!, overrides);
  return (await w.table.getPayout(payout.payout_id))!;
};

describe('sendPayout: the transfer is signed once, at a reserved nonce, and stored before it is broadcast', () => {
  it('signs at the later of the reserved and the pending nonce, stores the transfer and broadcasts it', async () => {
    const w = world();
    w.hotWallet.usdcUnits = 100_000_000n;
    w.hotWallet.pending = 7;
    w.table.nonces.set(w.hotWallet.address, 5);
    const payout = await recorded(w);

    expect(await sendPayout(w.deps, payout.payout_id, NOW)).toBe('PENDING_ONCHAIN');

    const stored = (await w.table.getPayout(payout.payout_id))!;
    expect(stored).toMatchObject({ nonce: 7, from_address: w.hotWallet.address, signed_tx: `0xsigned-${WALLET}-2495-7` });
    expect(w.table.nonces.get(w.hotWallet.address)).toBe(8);
    expect(w.chain.broadcasts).toEqual([stored.signed_tx]);
  });

  it('signs again at the next nonce when another payout took the nonce first', async () => {
    const w = world();
    w.hotWallet.usdcUnits = 100_000_000n;
    const payout = await recorded(w);
    let raced = false;
    w.table.beforeWrite = (operation) => {
      if (operation === 'storeSignedTransfer' && !raced) {
        raced = true;
        w.table.nonces.set(w.hotWallet.address, 1);
      }
    };
    await sendPayout(w.deps, payout.payout_id, NOW);
    expect(w.hotWallet.signedAt).toEqual([0, 1]);
    expect((await w.table.getPayout(payout.payout_id))?.nonce).toBe(1);
  });

  it('rebroadcasts a payout signed before (a retried step) and never signs it twice', async () => {
    const w = world();
    const payout = await recorded(w, { signed_tx: '0xsigned-before', tx_hash: '0xhash', nonce: 3 });
    expect(await sendPayout(w.deps, payout.payout_id, NOW)).toBe('PENDING_ONCHAIN');
    expect(w.chain.broadcasts).toEqual(['0xsigned-before']);
    expect(w.hotWallet.signedAt).toEqual([]);
  });

  it('fails and refunds a transfer the chain refuses outright (the hot wallet lacks the USDC)', async () => {
    const w = world();
    const payout = await recorded(w);
    expect(await sendPayout(w.deps, payout.payout_id, NOW)).toBe('FAILED');
    expect(await w.table.getPayout(payout.payout_id)).toMatchObject({
      failure_reason: 'The chain refused the transfer: ERC20: transfer amount exceeds balance',
    });
    expect(w.ledger.available('op_1')).toBe(5_000);
  });

  it('confirms a simulated payout at once, with a transaction hash derived from its id', async () => {
    const w = world(5_000, { simulated: true });
    const payout = await recorded(w);
    expect(await sendPayout(w.deps, payout.payout_id, NOW)).toBe('CONFIRMED');
    const again = world(5_000, { simulated: true });
    const same = await recorded(again);
    again.table.payouts.set(payout.payout_id, { ...same, payout_id: payout.payout_id });
    await sendPayout(again.deps, payout.payout_id, NOW);
    expect((await again.table.getPayout(payout.payout_id))?.tx_hash).toBe((await w.table.getPayout(payout.payout_id))?.tx_hash);
    expect(w.hotWallet.signedAt).toEqual([]);
  });

  it('leaves a settled or unknown payout alone, and fails without a hot wallet', async () => {
    const w = world();
    const payout = await recorded(w, { status: 'CONFIRMED' });
    expect(await sendPayout(w.deps, payout.payout_id, NOW)).toBe('CONFIRMED');
    expect(await sendPayout(w.deps, 'po_unknown', NOW)).toBeUndefined();
    const pending = await recorded(w);
    w.hotWallet.configured = false;
    await expect(sendPayout(w.deps, pending.payout_id, NOW)).rejects.toThrow(/No hot wallet configured/);
  });
});

describe('settlePayout: one check of a sent payout', () => {
  const sent = (w: ReturnType<typeof world>, overrides: Partial<Payout> = {}) =>
    recorded(w, { tx_hash: '0xhash', nonce: 4, from_address: w.hotWallet.address, signed_tx: '0xsigned', ...overrides });

  it('confirms a transfer with enough blocks on top, and leaves one with too few pending', async () => {
    const w = world();
    const payout = await sent(w);
    w.chain.checks = [{ kind: 'pending', confirmations: 1 }, { kind: 'confirmed' }];
    expect(await settlePayout(w.deps, payout.payout_id, NOW)).toBe('PENDING_ONCHAIN');
    expect(await settlePayout(w.deps, payout.payout_id, NOW)).toBe('CONFIRMED');
    expect(await w.table.getPayout(payout.payout_id)).toMatchObject({ tx_hash: '0xhash', confirmed_at: NOW.toISOString() });
    expect(w.ledger.available('op_1')).toBe(2_500);
  });

  it('fails and refunds a reverted transfer, once', async () => {
    const w = world();
    const payout = await sent(w);
    w.chain.checks = [{ kind: 'reverted' }];
    expect(await settlePayout(w.deps, payout.payout_id, NOW)).toBe('FAILED');
    expect(await settlePayout(w.deps, payout.payout_id, NOW)).toBe('FAILED');
    expect(w.ledger.available('op_1')).toBe(5_000);
  });

  it('refunds a replaced transfer only once the evidence has held for CHAIN_CONFIRMATIONS blocks', async () => {
    const w = world(5_000, { confirmations: 3 });
    const payout = await sent(w);
    w.chain.checks = [
      { kind: 'replaced', atBlock: 100 },
      { kind: 'replaced', atBlock: 102 },
      { kind: 'replaced', atBlock: 103 },
    ];
    expect(await settlePayout(w.deps, payout.payout_id, NOW)).toBe('PENDING_ONCHAIN');
    expect((await w.table.getPayout(payout.payout_id))?.replaced_since_block).toBe(100);
    expect(await settlePayout(w.deps, payout.payout_id, NOW)).toBe('PENDING_ONCHAIN');
    expect(w.ledger.available('op_1')).toBe(2_500);
    expect(await settlePayout(w.deps, payout.payout_id, NOW)).toBe('FAILED');
    expect(w.ledger.available('op_1')).toBe(5_000);
  });

  it('forgets the replacement evidence and rebroadcasts when the chain no longer shows it', async () => {
    const w = world();
    const payout = await sent(w, { replaced_since_block: 100 });
    w.chain.checks = [{ kind: 'unseen' }];
    w.chain.accepting = false;
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    expect(await settlePayout(w.deps, payout.payout_id, NOW)).toBe('PENDING_ONCHAIN');
    expect((await w.table.getPayout(payout.payout_id))?.replaced_since_block).toBeUndefined();
    expect(w.chain.broadcasts).toEqual(['0xsigned']);
    expect(warn).toHaveBeenCalledWith('Payout broadcast not accepted', expect.objectContaining({ error: 'nonce too low' }));
    warn.mockRestore();
  });

  it('does not refund a payout that was confirmed while the check judged it', async () => {
    const w = world();
    const payout = await sent(w);
    w.chain.checks = [{ kind: 'reverted' }];
    w.table.beforeWrite = (operation) => {
      if (operation === 'failPayout') Object.assign(w.table.payouts.get(payout.payout_id)!, { status: 'CONFIRMED' });
    };
    expect(await settlePayout(w.deps, payout.payout_id, NOW)).toBe('CONFIRMED');
    expect(w.ledger.available('op_1')).toBe(2_500);
  });

  it('leaves an unsent or settled payout to other steps', async () => {
    const w = world();
    const unsent = await recorded(w);
    expect(await settlePayout(w.deps, unsent.payout_id, NOW)).toBe('PENDING_ONCHAIN');
    expect(await settlePayout(w.deps, 'po_unknown', NOW)).toBeUndefined();
  });
});

describe('failUnsentPayout: the way out when sending failed for good', () => {
  it('fails and refunds a payout that was never signed', async () => {
    const w = world();
    const payout = await recorded(w);
    expect(await failUnsentPayout(w.deps, payout.payout_id, NOW)).toBe('FAILED');
    expect(await w.table.getPayout(payout.payout_id)).toMatchObject({
      failure_reason: 'The transfer could not be prepared',
      failed_at: NOW.toISOString(),
    });
    expect(w.ledger.available('op_1')).toBe(5_000);
  });

  it('never refunds a signed payout: it may be mined', async () => {
    const w = world();
    const payout = await recorded(w, { signed_tx: '0xsigned', tx_hash: '0xhash' });
    expect(await failUnsentPayout(w.deps, payout.payout_id, NOW)).toBe('PENDING_ONCHAIN');
    expect(w.ledger.available('op_1')).toBe(2_500);
  });

  it('does not refund a payout signed between the read and the write', async () => {
    const w = world();
    const payout = await recorded(w);
    w.table.beforeWrite = (operation) => {
      if (operation === 'failPayout') Object.assign(w.table.payouts.get(payout.payout_id)!, { signed_tx: '0xsigned', tx_hash: '0xhash' });
    };
    expect(await failUnsentPayout(w.deps, payout.payout_id, NOW)).toBe('PENDING_ONCHAIN');
    expect(w.ledger.available('op_1')).toBe(2_500);
    expect(await failUnsentPayout(w.deps, 'po_unknown', NOW)).toBeUndefined();
  });
});

describe('Payout reads', () => {
  it("shows an operator their own payout and no one else's", async () => {
    const w = world();
    const payout = await recorded(w);
    expect(await getOwnPayout(w.deps, payout.payout_id, 'op_1')).toEqual(payout);
    await expect(getOwnPayout(w.deps, payout.payout_id, 'op_2')).rejects.toThrow('Payout not found');
    await expect(getOwnPayout(w.deps, 'po_unknown', 'op_1')).rejects.toThrow('Payout not found');
  });

  it('quotes the current network fee', async () => {
    const w = world();
    w.fees.cents = 42;
    expect(await currentPayoutFee(w.deps)).toBe(42);
  });
});

describe('checkHotWallet: the balances the low-balance alarms watch', () => {
  it('rounds USDC down to cents and ETH down to gwei', async () => {
    const w = world();
    w.hotWallet.usdcUnits = 1_234_567_890n;
    w.hotWallet.wei = 3_500_000_000_999_999n;
    expect(await checkHotWallet(w.deps)).toEqual({ address: w.hotWallet.address, usdcCents: 123_456, gasGwei: 3_500_000 });
  });

  it('fails without a hot wallet', async () => {
    const w = world();
    w.hotWallet.configured = false;
    await expect(checkHotWallet(w.deps)).rejects.toThrow(/No hot wallet configured/);
  });
});
