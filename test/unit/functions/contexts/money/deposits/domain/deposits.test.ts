import { describe, expect, it } from 'vitest';
import {
  confirmationsDue,
  confirmationWait,
  type Deposit,
  depositCredit,
  normalizeTxHash,
  reachesStandard,
  settlingCovers,
  usdcUnits,
} from '../../../../../../../functions/contexts/money/deposits/domain/deposits';
import { accounts } from '../../../../../../../functions/contexts/money/ledger/domain/accounts';
import { entries } from '../../../../../../../functions/contexts/money/ledger/domain/ledger';

describe('Deposits', () => {
  it('reach STANDARD from $50 in one deposit', () => {
    expect(reachesStandard(4_999)).toBe(false);
    expect(reachesStandard(5_000)).toBe(true);
  });

  it('spell a 0x transaction hash one way, and leave free-form development ids as they are', () => {
    const hash = `0x${'Ab'.repeat(32)}`;
    expect(normalizeTxHash(hash)).toBe(hash.toLowerCase());
    expect(normalizeTxHash('Dev-Tx-1')).toBe('Dev-Tx-1');
  });

  it('convert cents to USDC base units (6 decimals)', () => {
    expect(usdcUnits(1)).toBe(10_000n);
    expect(usdcUnits(2_550)).toBe(25_500_000n);
  });

  it('are credited by an entry keyed by the transaction hash, so a hash is credited once', () => {
    expect(entries.deposit('agt_1', 2_500, '0xabc')).toEqual({
      entryId: 'deposit:0xabc',
      kind: 'deposit',
      postings: [
        { account: accounts.externalDeposits, amount: -2_500 },
        { account: accounts.agentDeposit('agt_1'), amount: 2_500 },
      ],
      taskId: undefined,
    });
  });
});

describe('Failed payouts', () => {
  it('return the amount to the operator available balance by an entry keyed by the payout', () => {
    const refund = entries.payoutRefund('op_1', 'po_1', 1_000);
    expect(refund.entryId).toBe('payout-refund:po_1');
    expect(refund.postings).toEqual([
      { account: accounts.externalPayouts, amount: -1_000 },
      { account: accounts.operatorAvailable('op_1'), amount: 1_000 },
    ]);
  });

  it('are credited by the hash, an x402 payment by its authorization, whoever credits them', () => {
    const deposit = { agent_id: 'ag_1', amount_cents: 600, tx_hash: '0xtx', from_address: '0xAbC' } as Deposit;
    expect(depositCredit(deposit)).toMatchObject({ entryId: 'deposit:0xtx', kind: 'deposit' });
    expect(depositCredit({ ...deposit, authorization_nonce: '0xNONCE' })).toMatchObject({ entryId: 'x402:0xabc:0xnonce', kind: 'x402_payment' });
  });

  it('wait for their missing confirmations at the chain block time, a whole second at least', () => {
    expect(confirmationWait(11, 2)).toBe(22);
    expect(confirmationWait(3, 0.25)).toBe(1);
    expect(confirmationWait(0, 2)).toBe(1);
    expect(confirmationsDue(new Date('2026-06-01T12:00:00Z'), 1, 12, 2)).toBe('2026-06-01T12:00:22.000Z');
    expect(confirmationsDue(new Date('2026-06-01T12:00:00Z'), 12, 12, 2)).toBe('2026-06-01T12:00:00.000Z');
  });

  it('waiting for confirmations, cover a shortfall when they add up to it: ask again when the last is due, no sooner than the next check', () => {
    const now = new Date('2026-06-01T12:00:00Z');
    const pending = [
      { amount_cents: 400, due_at: '2026-06-01T12:00:24Z' },
      { amount_cents: 300, due_at: '2026-06-01T12:00:04Z' },
    ];
    expect(settlingCovers(pending, 700, now, 10)).toBe(24);
    expect(settlingCovers(pending, 701, now, 10)).toBeUndefined();
    expect(settlingCovers(pending.slice(1), 300, now, 10)).toBe(10);
    expect(settlingCovers([], 0, now, 10)).toBeUndefined();
  });
});
