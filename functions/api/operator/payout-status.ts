import { apiHandler, callingOperator } from '../../http/api-handler';
import { getOwnPayout } from '../../use-cases/payouts/queries';
import { idParams } from '../../wire/schemas';
import { payoutSchema, payoutView } from './payout-views';

const responses = { 200: payoutSchema };

/** Where the payout stands; the PayoutSettlement workflow moves it on (a read writes nothing). */
export const handler = apiHandler({ params: idParams, responses })(async (request) => ({
  status: 200,
  body: payoutView(await getOwnPayout(request.params.id, callingOperator(request).operatorId)),
}));
