import { apiHandler, callingAgent } from '../../../platform/http/api-handler';
import { getAgentWallet } from '../use-cases/agent-queries';
import { walletSchema, walletView } from './wallet-views';

const responses = { 200: walletSchema };

export const handler = apiHandler({ responses })(async (request) => {
  const { agentId } = callingAgent(request);
  return { status: 200, body: walletView(agentId, await getAgentWallet(agentId)) };
});
