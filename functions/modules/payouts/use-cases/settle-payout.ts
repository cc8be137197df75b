import type { Address, Hex } from 'viem';
import { chainClient } from '../../../adapters/chain/chain-client';
import { checkPayout } from '../../../adapters/chain/payout-transfers';
import { config } from '../../../platform/settings';
import { judgeReplacement, type PayoutStatus } from '../domain/payouts';
import { confirmPayout, failPayout, getPayout, markReplacedSince } from '../store/payouts-store';
import { rebroadcast } from './rebroadcast';

/**
 * One check of a sent payout: CONFIRMED once its transfer has enough blocks on top; FAILED (the
 * amount back in the operator's available balance) if it reverted, or if it can never be mined
 * and that evidence has held for CHAIN_CONFIRMATIONS blocks; otherwise still PENDING_ONCHAIN,
 * and broadcast again while the chain has not seen it.
 */
export const settlePayout = async (payoutId: string, now: Date): Promise<PayoutStatus | undefined> => {
  const payout = await getPayout(payoutId);
  if (payout?.status !== 'PENDING_ONCHAIN' || !payout.tx_hash) return payout?.status;
  const sent = { txHash: payout.tx_hash as Hex, nonce: payout.nonce!, from: payout.from_address as Address };
  const check = await checkPayout(await chainClient(), sent, config.chain.confirmations);
  switch (check.kind) {
    case 'confirmed':
      return (await confirmPayout(payoutId, payout.tx_hash, now.toISOString())).status;
    case 'reverted':
      return (await failPayout(payout, 'The transfer reverted on chain', now.toISOString())).status;
    case 'replaced': {
      const verdict = judgeReplacement(payout.replaced_since_block, check.atBlock, config.chain.confirmations);
      if (verdict.kind === 'refund') {
        return (await failPayout(payout, 'Another transaction of the hot wallet took the nonce of this transfer', now.toISOString())).status;
      }
      if (verdict.since !== payout.replaced_since_block) await markReplacedSince(payoutId, verdict.since);
      return payout.status;
    }
    case 'unseen':
      // The chain contradicts an earlier sign of replacement: the evidence must hold again from scratch.
      if (payout.replaced_since_block !== undefined) await markReplacedSince(payoutId, undefined);
      await rebroadcast(payout);
      return payout.status;
    case 'pending':
      return payout.status;
  }
};
