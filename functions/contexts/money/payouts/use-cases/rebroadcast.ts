import { logger } from '../../../../platform/logging/logger';
import type { Payout } from '../domain/payouts';
import type { PayoutPorts } from '../ports';

/** Broadcasts the payout's signed transfer; a refusal is logged and left to the next check. */
export const rebroadcast = async (deps: Pick<PayoutPorts, 'chain'>, payout: Payout): Promise<void> => {
  const result = await deps.chain.broadcast(payout.signed_tx!);
  if (!result.accepted) logger.warn('Payout broadcast not accepted', { payout_id: payout.payout_id, tx_hash: payout.tx_hash, error: result.error });
};
