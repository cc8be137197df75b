import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { keccak256, toHex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import type { Payout } from '../../functions/contexts/money/payouts/domain/payouts';
import { payoutsKeys } from '../../functions/contexts/money/payouts/store/keys';
import { getPayout, nextHotWalletNonce, storeSignedTransfer } from '../../functions/contexts/money/payouts/store/payouts-store';
import { ddb, TABLE_NAME } from '../../functions/platform/table/client';

const pendingPayout = async (): Promise<Payout> => {
  const payout: Payout = {
    payout_id: `po_${randomUUID().replaceAll('-', '')}`,
    operator_id: 'op_nonces',
    amount_cents: 1_000,
    gas_fee_cents: 5,
    net_cents: 995,
    to_address: '0x52908400098527886E0F7030069857D2E4169EE7',
    chain: 'base',
    status: 'PENDING_ONCHAIN',
    created_at: new Date().toISOString(),
  };
  await ddb.send(new PutCommand({ TableName: TABLE_NAME, Item: { ...payoutsKeys.payout(payout.payout_id), ...payout } }));
  return payout;
};

const signed = (payout: Payout, nonce: number, from: string) => ({
  txHash: keccak256(toHex(`${payout.payout_id}:${nonce}`)),
  nonce,
  serialized: toHex(`signed ${payout.payout_id} at ${nonce}`),
  from,
});

describe('Store: the hot wallet nonce and signed payout transfers', () => {
  it('gives a nonce to one payout only, even when two payouts are signed with it at the same moment', async () => {
    const from = privateKeyToAccount(generatePrivateKey()).address;
    const [first, second] = await Promise.all([pendingPayout(), pendingPayout()]);

    const results = await Promise.all([
      storeSignedTransfer(first, signed(first, 0, from), undefined),
      storeSignedTransfer(second, signed(second, 0, from), undefined),
    ]);

    expect([...results].sort()).toEqual(['nonce_taken', 'stored']);
    const loser = results[0] === 'stored' ? second : first;
    expect(await nextHotWalletNonce(from)).toBe(1);
    expect(await storeSignedTransfer(loser, signed(loser, 1, from), 1)).toBe('stored');
    expect(await nextHotWalletNonce(from)).toBe(2);
    expect((await getPayout(loser.payout_id))!).toMatchObject({ nonce: 1, from_address: from, tx_hash: signed(loser, 1, from).txHash });
  });

  it('keeps the first signed transfer of a payout: a second signing writes nothing and moves no nonce', async () => {
    const from = privateKeyToAccount(generatePrivateKey()).address;
    const payout = await pendingPayout();
    expect(await storeSignedTransfer(payout, signed(payout, 0, from), undefined)).toBe('stored');

    expect(await storeSignedTransfer(payout, signed(payout, 1, from), 1)).toBe('already_signed');

    expect(await nextHotWalletNonce(from)).toBe(1);
    expect((await getPayout(payout.payout_id))!.tx_hash).toBe(signed(payout, 0, from).txHash);
  });
});
