import { errors } from '../../core/errors';
import { apiHandler, callingAgent } from '../../http/api-handler';
import { getDeposit } from '../../store/deposits';
import { depositSchema, depositView } from './deposit-views';
import { idParams } from '../../wire/schemas';

const responses = { 200: depositSchema };

export const handler = apiHandler({ params: idParams, responses })(async (request) => {
  const deposit = await getDeposit(request.params.id);
  // Another agent's deposit does not exist for the caller.
  if (!deposit || deposit.agent_id !== callingAgent(request).agentId) throw errors.depositNotFound();
  return { status: 200, body: depositView(deposit) };
});
