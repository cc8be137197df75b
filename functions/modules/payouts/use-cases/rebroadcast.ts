import type { Hex } from 'viem';
import { chainClient } from '../../../adapters/chain/chain-client';
import { broadcast } from '../../../adapters/chain/payout-transfers';
import { logger } from '../../../platform/logging/logger';
import type { Payout } from '../domain/payouts';

/**
 * Broadcasts the payout's signed transfer; a refusal is logged and left to the next check.
 * A module of its own so that the check step does not load the signer (KMS) with send-payout.
 */
export const rebroadcast = async (payout: Payout): Promise<void> => {
  const result = await broadcast(await chainClient(), payout.signed_tx as Hex);
  if (!result.accepted) logger.warn('Payout broadcast not accepted', { payout_id: payout.payout_id, tx_hash: payout.tx_hash, error: result.error });
};
