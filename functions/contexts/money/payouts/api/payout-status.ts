import { idParams } from '../../../../platform/wire/schemas';
import { operatorHandler } from '../../../accounts/operators/wiring/operator-handler';
import { getOwnPayout } from '../use-cases/payout-queries';
import { payoutsTable } from '../wiring/table';
import { payoutSchema, payoutView } from './payout-views';

const responses = !import.meta.bundled && { 200: payoutSchema };

/** Where the payout stands; the PayoutSettlement workflow moves it on (a read writes nothing). */
export const handler = operatorHandler({ params: idParams, responses })(async (request) => ({
  status: 200,
  body: payoutView(await getOwnPayout({ payouts: payoutsTable }, request.params.id, request.principal.operatorId)),
}));
