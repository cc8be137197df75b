import { createHash } from 'node:crypto';
import { isDevelopment, onChain } from '../../settings';
import { errors } from '../../core/errors';
import type { Payout } from '../../core/payouts';
import { apiHandler, callingOperator } from '../../http/api-handler';
import { confirmPayout, getPayout } from '../../store/payouts';
import { payoutSchema, payoutView } from './payout-views';
import { idParams } from '../../wire/schemas';

const responses = { 200: payoutSchema };

/** Development without a chain: a payout counts as mined this long after it was requested (on a chain, PayoutSettlement follows it). */
const DEV_SETTLE_MS = 1000;

const settledInDevelopment = async (payout: Payout, now: Date): Promise<Payout> => {
  if (!isDevelopment() || onChain() || payout.status !== 'PENDING_ONCHAIN') return payout;
  if (now.getTime() - Date.parse(payout.created_at) < DEV_SETTLE_MS) return payout;
  const simulatedTx = `0x${createHash('sha256').update(payout.payout_id).digest('hex')}`;
  return confirmPayout(payout.payout_id, simulatedTx, now.toISOString());
};

export const handler = apiHandler({ params: idParams, responses })(async (request) => {
  const payout = await getPayout(request.params.id);
  // Another operator's payout does not exist for the caller.
  if (!payout || payout.operator_id !== callingOperator(request).operatorId) throw errors.payoutNotFound();
  return { status: 200, body: payoutView(await settledInDevelopment(payout, request.now)) };
});
