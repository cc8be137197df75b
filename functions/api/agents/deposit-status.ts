import { apiHandler, callingAgent } from '../../http/api-handler';
import { getOwnDeposit } from '../../use-cases/deposits/queries';
import { idParams } from '../../wire/schemas';
import { depositSchema, depositView } from './deposit-views';

const responses = { 200: depositSchema };

export const handler = apiHandler({ params: idParams, responses })(async (request) => ({
  status: 200,
  body: depositView(await getOwnDeposit(request.params.id, callingAgent(request).agentId)),
}));
