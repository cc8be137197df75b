import { judgeReplacement, type PayoutStatus } from '../domain/payouts';
import type { PayoutPorts } from '../ports';
import { rebroadcast } from './rebroadcast';

/**
 * One check of a sent payout: CONFIRMED once its transfer has enough blocks on top; FAILED (the
 * amount back in the operator's available balance) if it reverted, or if it can never be mined
 * and that evidence has held for CHAIN_CONFIRMATIONS blocks; otherwise still PENDING_ONCHAIN,
 * and broadcast again while the chain has not seen it.
 */
export const settlePayout = async (
  deps: Pick<PayoutPorts, 'payouts' | 'chain' | 'settings'>,
  payoutId: string,
  now: Date,
): Promise<PayoutStatus | undefined> => {
  const { payouts, settings } = deps;
  const payout = await payouts.getPayout(payoutId);
  if (payout?.status !== 'PENDING_ONCHAIN' || !payout.tx_hash) return payout?.status;
  const sent = { txHash: payout.tx_hash, nonce: payout.nonce!, from: payout.from_address! };
  const check = await deps.chain.checkPayout(sent, settings.confirmations);
  switch (check.kind) {
    case 'confirmed':
      return (await payouts.confirmPayout(payoutId, payout.tx_hash, now.toISOString())).status;
    case 'reverted':
      return (await payouts.failPayout(payout, 'The transfer reverted on chain', now.toISOString())).status;
    case 'replaced': {
      const verdict = judgeReplacement(payout.replaced_since_block, check.atBlock, settings.confirmations);
      if (verdict.kind === 'refund') {
        return (await payouts.failPayout(payout, 'Another transaction of the hot wallet took the nonce of this transfer', now.toISOString())).status;
      }
      if (verdict.since !== payout.replaced_since_block) await payouts.markReplacedSince(payoutId, verdict.since);
      return payout.status;
    }
    case 'unseen':
      // The chain contradicts an earlier sign of replacement: the evidence must hold again from scratch.
      if (payout.replaced_since_block !== undefined) await payouts.markReplacedSince(payoutId, undefined);
      await rebroadcast(deps, payout);
      return payout.status;
    case 'pending':
      return payout.status;
  }
};
