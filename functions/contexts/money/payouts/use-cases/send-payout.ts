import { createHash } from 'node:crypto';
import type { PayoutStatus } from '../domain/payouts';
import type { PayoutPorts } from '../ports';
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
export const sendPayout = async (
  deps: Pick<PayoutPorts, 'payouts' | 'chain' | 'hotWallet'>,
  payoutId: string,
  now: Date,
): Promise<PayoutStatus | undefined> => {
  const { payouts } = deps;
  const payout = await payouts.getPayout(payoutId);
  if (payout?.status !== 'PENDING_ONCHAIN') return payout?.status;
  if (payout.simulated) return (await payouts.confirmPayout(payoutId, simulatedTxHash(payoutId), now.toISOString())).status;
  if (payout.signed_tx) {
    await rebroadcast(deps, payout);
    return payout.status;
  }
  const wallet = await deps.hotWallet.open();
  const transfer = await wallet.prepare(payout.to_address, payout.net_cents);
  if (transfer.kind === 'refused')
    return (await payouts.failPayout(payout, `The chain refused the transfer: ${transfer.reason}`, now.toISOString())).status;
  for (;;) {
    const [counter, pending] = await Promise.all([payouts.nextHotWalletNonce(wallet.address), wallet.pendingNonce()]);
    // Past both what this table reserved and what the chain has seen (a transaction sent by other means).
    const signed = await transfer.sign(Math.max(counter ?? 0, pending));
    const stored = await payouts.storeSignedTransfer(payout, { ...signed, from: wallet.address }, counter);
    if (stored === 'nonce_taken') continue;
    const current = (await payouts.getPayout(payoutId))!;
    if (current.signed_tx) await rebroadcast(deps, current);
    return current.status;
  }
};
