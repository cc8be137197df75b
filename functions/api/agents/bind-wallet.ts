import * as z from 'zod/mini';
import { apiHandler, callingAgent } from '../../http/api-handler';
import { bindAgentWallet } from '../../use-cases/agents/bind-wallet';
import { withMeta } from '../../wire/meta';
import { chainField, safeEvmAddress } from '../../wire/schemas';
import { walletSchema, walletView } from './wallet-views';

const body = z.object({
  wallet_address: safeEvmAddress,
  nonce: withMeta(z.uuid(), { description: "The challenge's nonce" }),
  signature: withMeta(z.string().check(z.regex(/^0x[0-9a-fA-F]+$/, 'must be 0x-prefixed hex')), {
    description: "EIP-191 signature of the challenge's message",
  }),
  chain: chainField,
});
const responses = { 200: walletSchema };

export const handler = apiHandler({ body, responses })(async (request) => {
  const { agentId } = callingAgent(request);
  return { status: 200, body: walletView(agentId, await bindAgentWallet(agentId, request.body, request.now)) };
});
