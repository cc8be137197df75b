import { getAgentWallet } from '../use-cases/agent-queries';
import { agentHandler } from '../wiring/agent-handler';
import { agentReads } from '../wiring/reads';
import { walletSchema, walletView } from './wallet-views';

const responses = !import.meta.bundled && { 200: walletSchema };

export const handler = agentHandler({ scope: 'funds:read', responses })(async (request) => {
  const { agentId } = request.principal;
  return { status: 200, body: walletView(agentId, await getAgentWallet(agentReads.agents, agentId)) };
});
