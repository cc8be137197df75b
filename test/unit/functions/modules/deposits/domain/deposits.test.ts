import { describe, expect, it } from 'vitest';
import { normalizeTxHash, reachesStandard, usdcUnits } from '../../../../../../functions/modules/deposits/domain/deposits';
import { accounts } from '../../../../../../functions/modules/ledger/domain/accounts';
import { entries } from '../../../../../../functions/modules/ledger/domain/ledger';

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
});
