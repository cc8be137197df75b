import { errors } from '../../core/errors';
import { apiHandler, callingAgent } from '../../http/api-handler';
import { getAgent } from '../../store/agents';
import { walletSchema, walletView } from './wallet-views';

const responses = { 200: walletSchema };

export const handler = apiHandler({ responses })(async (request) => {
  const { agentId } = callingAgent(request);
  const agent = await getAgent(agentId);
  if (!agent) throw errors.agentNotFound();
  return { status: 200, body: walletView(agentId, agent) };
});
