import { apiHandler, callingAgent } from '../../http/api-handler';
import { getAgentWallet } from '../../use-cases/agents/queries';
import { walletSchema, walletView } from './wallet-views';

const responses = { 200: walletSchema };

export const handler = apiHandler({ responses })(async (request) => {
  const { agentId } = callingAgent(request);
  return { status: 200, body: walletView(agentId, await getAgentWallet(agentId)) };
});
