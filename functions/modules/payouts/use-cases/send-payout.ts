import { createHash } from 'node:crypto';
import type { Address } from 'viem';
import { chainAddresses } from '../../../adapters/chain/chain-addresses';
import { chainClient } from '../../../adapters/chain/chain-client';
import { hotWalletAccount } from '../../../adapters/chain/hot-wallet';
import { pendingNonce, prepareTransfer } from '../../../adapters/chain/payout-transfers';
import { config } from '../../../platform/settings';
import type { PayoutStatus } from '../domain/payouts';
import { confirmPayout, failPayout, getPayout, nextHotWalletNonce, storeSignedTransfer } from '../store/payouts-store';
import { rebroadcast } from './rebroadcast';

/** What a simulated payout shows as its transaction: a hash of its id, so it stays the same. */
const simulatedTxHash = (payoutId: string): string => `0x${createHash('sha256').update(payoutId).digest('hex')}`;

/**
 * Sends a payout's USDC from the hot wallet, the first step of the PayoutSettlement workflow:
 * 1. development without a chain sends nothing: the simulated transfer counts as mined at once;
 * 2. a payout signed before (a retried step) is broadcast again as it is, never signed twice;
 * 3. the transfer is prepared (gas estimated): one the chain refuses outright (the hot wallet
 *    lacks the USDC, say) fails the payout and returns its amount to the operator;
 * 4. it is signed at a nonce reserved in the table and stored on the payout before it is
 *    broadcast, so a retry rebroadcasts the same transaction and can never pay twice.
 */
export const sendPayout = async (payoutId: string, now: Date): Promise<PayoutStatus | undefined> => {
  const payout = await getPayout(payoutId);
  if (payout?.status !== 'PENDING_ONCHAIN') return payout?.status;
  if (payout.simulated) return (await confirmPayout(payoutId, simulatedTxHash(payoutId), now.toISOString())).status;
  if (payout.signed_tx) {
    await rebroadcast(payout);
    return payout.status;
  }
  const signer = config.chain.hotWallet;
  if (!signer) throw new Error('No hot wallet configured: set HOT_WALLET_KMS_KEY_ID or HOT_WALLET_PRIVATE_KEY');
  const client = await chainClient();
  const account = await hotWalletAccount(signer);
  const transfer = await prepareTransfer(client, account, { usdc: chainAddresses.usdc, to: payout.to_address as Address, amount: payout.net_cents });
  if (transfer.kind === 'refused') return (await failPayout(payout, `The chain refused the transfer: ${transfer.reason}`, now.toISOString())).status;
  for (;;) {
    const [counter, pending] = await Promise.all([nextHotWalletNonce(account.address), pendingNonce(client, account.address)]);
    // Past both what this table reserved and what the chain has seen (a transaction sent by other means).
    const signed = await transfer.sign(Math.max(counter ?? 0, pending));
    const stored = await storeSignedTransfer(payout, { ...signed, from: account.address }, counter);
    if (stored === 'nonce_taken') continue;
    const current = (await getPayout(payoutId))!;
    if (current.signed_tx) await rebroadcast(current);
    return current.status;
  }
};
