import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { accounts, type JournalEntry } from '../../functions/contexts/money/ledger/domain';
import { entryItems, getBalances } from '../../functions/contexts/money/ledger/store';
import type { Payout } from '../../functions/contexts/money/payouts/domain/payouts';
import type { PayoutAddressesStore, PayoutsStore } from '../../functions/contexts/money/payouts/ports';
import { payoutAddressesTable, payoutsTable } from '../../functions/contexts/money/payouts/wiring/table';
import type { Cents } from '../../functions/platform/kernel/money';
import { contributesNothing } from '../../functions/platform/table/contribution';
import { transactWrite } from '../../functions/platform/table/transactions';
import { contractSides, refusalOf } from '../support/contract-sides';
import { FakePayoutsTable } from '../support/fakes/payouts';

interface Payouts {
  payouts: PayoutsStore;
  addresses: PayoutAddressesStore;
  /** Credits the operator's available balance (as settled earnings would). */
  fund(operatorId: string, cents: Cents): Promise<void>;
  available(operatorId: string): Promise<Cents>;
}

const earnings = (operatorId: string, cents: Cents): JournalEntry => ({
  entryId: `contract-earnings:${randomUUID()}`,
  kind: 'deposit',
  postings: [
    { account: accounts.externalDeposits, amount: -cents },
    { account: accounts.operatorAvailable(operatorId), amount: cents },
  ],
});

const sides = contractSides<Payouts>({
  fake: () => {
    const table = new FakePayoutsTable();
    return {
      payouts: table,
      addresses: table,
      fund: async (operatorId, cents) => table.ledger.post(earnings(operatorId, cents)),
      available: async (operatorId) => table.ledger.available(operatorId),
    };
  },
  'DynamoDB Local': () => ({
    payouts: payoutsTable,
    addresses: payoutAddressesTable,
    fund: (operatorId, cents) => transactWrite(entryItems(earnings(operatorId, cents), new Date().toISOString())),
    available: async (operatorId) => (await getBalances([accounts.operatorAvailable(operatorId)])).get(accounts.operatorAvailable(operatorId))!,
  }),
});

const ADDRESS = '0x00000000000000000000000000000000000000Ab';
const OTHER = '0x00000000000000000000000000000000000000cd';

const aPayout = (operatorId: string, overrides: Partial<Payout> = {}): Payout => ({
  payout_id: `pay_${randomUUID()}`,
  operator_id: operatorId,
  amount_cents: 1_000,
  gas_fee_cents: 5,
  net_cents: 995,
  to_address: ADDRESS,
  chain: 'base',
  status: 'PENDING_ONCHAIN',
  created_at: '2026-11-29T11:00:00.000Z',
  ...overrides,
});

const bind = { decision: { kind: 'bind' as const }, seen: undefined };
const signed = (from: string, nonce: number) => ({ txHash: `0x${randomUUID().replaceAll('-', '')}`, nonce, serialized: `0xsigned${nonce}`, from });

describe.each(sides)('The payouts store (%s)', (_side, make) => {
  const operator = () => `op_contract_${randomUUID()}`;

  it('creates a payout out of the available balance and binds the first address, lower-cased', async () => {
    const { payouts, addresses, fund, available } = make();
    const operatorId = operator();
    await fund(operatorId, 1_500);
    const payout = aPayout(operatorId);
    expect(await payouts.createPayout(payout, bind, contributesNothing)).toBe('created');
    expect(await available(operatorId)).toBe(500);
    expect(await payouts.getPayout(payout.payout_id)).toMatchObject({ status: 'PENDING_ONCHAIN', amount_cents: 1_000 });
    expect(await addresses.getPayoutAddress(operatorId)).toMatchObject({ address: ADDRESS.toLowerCase() });
  });

  it('refuses a payout the available balance does not cover, writing nothing', async () => {
    const { payouts, addresses, fund, available } = make();
    const operatorId = operator();
    await fund(operatorId, 999);
    const payout = aPayout(operatorId);
    expect(await refusalOf(payouts.createPayout(payout, bind, contributesNothing))).toMatchObject({ error: 'InsufficientFundsError' });
    expect(await available(operatorId)).toBe(999);
    expect(await payouts.getPayout(payout.payout_id)).toBeUndefined();
    expect(await addresses.getPayoutAddress(operatorId)).toBeUndefined();
  });

  it('refuses a payout whose id is taken as item_absent, taking nothing more', async () => {
    const { payouts, fund, available } = make();
    const operatorId = operator();
    await fund(operatorId, 3_000);
    const payout = aPayout(operatorId);
    await payouts.createPayout(payout, bind, contributesNothing);
    expect(await refusalOf(payouts.createPayout(payout, bind, contributesNothing))).toEqual({ condition: 'item_absent' });
    expect(await available(operatorId)).toBe(2_000);
  });

  it('answers address_changed when the binding is no longer as the payout was decided from, and takes nothing', async () => {
    const { payouts, fund, available } = make();
    const operatorId = operator();
    await fund(operatorId, 3_000);
    expect(await payouts.createPayout(aPayout(operatorId), bind, contributesNothing)).toBe('created');
    const late = aPayout(operatorId, { to_address: OTHER });
    expect(await payouts.createPayout(late, bind, contributesNothing)).toBe('address_changed');
    expect(await payouts.getPayout(late.payout_id)).toBeUndefined();
    expect(await available(operatorId)).toBe(2_000);
  });

  it('confirms a pending payout once: a second confirmation keeps the first', async () => {
    const { payouts, fund } = make();
    const operatorId = operator();
    await fund(operatorId, 1_000);
    const payout = aPayout(operatorId);
    await payouts.createPayout(payout, bind, contributesNothing);
    expect(await payouts.confirmPayout(payout.payout_id, '0xfirst', '2026-11-29T11:05:00.000Z')).toMatchObject({
      status: 'CONFIRMED',
      tx_hash: '0xfirst',
    });
    expect(await payouts.confirmPayout(payout.payout_id, '0xsecond', '2026-11-29T11:06:00.000Z')).toMatchObject({
      status: 'CONFIRMED',
      tx_hash: '0xfirst',
      confirmed_at: '2026-11-29T11:05:00.000Z',
    });
  });

  it('fails and refunds a payout once, and not one signed since it was judged', async () => {
    const { payouts, fund, available } = make();
    const operatorId = operator();
    await fund(operatorId, 2_000);
    const payout = aPayout(operatorId);
    await payouts.createPayout(payout, bind, contributesNothing);
    const judged = (await payouts.getPayout(payout.payout_id))!;
    const wallet = `0x${randomUUID().replaceAll('-', '').slice(0, 20)}`;
    expect(await payouts.storeSignedTransfer(judged, signed(wallet, 0), undefined)).toBe('stored');
    // Judged before it was signed: the refusal leaves it pending.
    expect(await payouts.failPayout(judged, 'reverted', '2026-11-29T11:05:00.000Z')).toMatchObject({ status: 'PENDING_ONCHAIN' });
    expect(await available(operatorId)).toBe(1_000);

    const current = (await payouts.getPayout(payout.payout_id))!;
    expect(await payouts.failPayout(current, 'reverted', '2026-11-29T11:06:00.000Z')).toMatchObject({ status: 'FAILED', failure_reason: 'reverted' });
    expect(await payouts.failPayout(current, 'reverted again', '2026-11-29T11:07:00.000Z')).toMatchObject({ failure_reason: 'reverted' });
    expect(await available(operatorId)).toBe(2_000);
  });

  it('stores a signed transfer once, at the nonce counter as it was read', async () => {
    const { payouts, fund } = make();
    const operatorId = operator();
    await fund(operatorId, 2_000);
    const [first, second] = [aPayout(operatorId), aPayout(operatorId)];
    await payouts.createPayout(first, bind, contributesNothing);
    await payouts.createPayout(
      second,
      { decision: { kind: 'use' }, seen: { address: ADDRESS.toLowerCase(), bound_at: first.created_at } },
      contributesNothing,
    );
    const wallet = `0x${randomUUID().replaceAll('-', '').slice(0, 20)}`;
    expect(await payouts.nextHotWalletNonce(wallet)).toBeUndefined();
    expect(await payouts.storeSignedTransfer(first, signed(wallet, 7), undefined)).toBe('stored');
    expect(await payouts.nextHotWalletNonce(wallet)).toBe(8);
    // The counter moved since `undefined` was read: another payout took the nonce.
    expect(await payouts.storeSignedTransfer(second, signed(wallet, 7), undefined)).toBe('nonce_taken');
    expect(await payouts.storeSignedTransfer(first, signed(wallet, 8), 8)).toBe('already_signed');
    expect(await payouts.storeSignedTransfer(second, signed(wallet, 8), 8)).toBe('stored');
    expect(await payouts.getPayout(second.payout_id)).toMatchObject({ nonce: 8, from_address: wallet });
  });

  it('marks and clears when a pending payout first looked replaced', async () => {
    const { payouts, fund } = make();
    const operatorId = operator();
    await fund(operatorId, 1_000);
    const payout = aPayout(operatorId);
    await payouts.createPayout(payout, bind, contributesNothing);
    await payouts.markReplacedSince(payout.payout_id, 120);
    expect((await payouts.getPayout(payout.payout_id))?.replaced_since_block).toBe(120);
    await payouts.markReplacedSince(payout.payout_id, undefined);
    expect((await payouts.getPayout(payout.payout_id))?.replaced_since_block).toBeUndefined();
  });

  it('proposes a new address only while the binding is as seen', async () => {
    const { payouts, addresses, fund } = make();
    const operatorId = operator();
    await fund(operatorId, 1_000);
    await payouts.createPayout(aPayout(operatorId), bind, contributesNothing);
    const seen = (await addresses.getPayoutAddress(operatorId))!;
    expect(await addresses.proposePayoutAddress(operatorId, seen, OTHER.toUpperCase().replace('0X', '0x'), '2026-11-30T11:00:00.000Z')).toBe(true);
    expect(await addresses.proposePayoutAddress(operatorId, seen, OTHER, '2026-11-30T12:00:00.000Z')).toBe(false);
    expect(await addresses.getPayoutAddress(operatorId)).toMatchObject({ pending_address: OTHER, pending_usable_at: '2026-11-30T11:00:00.000Z' });
  });
});
