import { config } from '../../config';
import { errors } from '../../core/errors';
import { toDollars } from '../../core/money';
import { apiHandler, callingAgent } from '../../http/api-handler';
import { getAgent } from '../../store/agents';

/** Where and how to deposit, from configuration, and the wallet deposits must come from. */
export const handler = apiHandler({}, async (request) => {
  const agent = await getAgent(callingAgent(request).agentId);
  if (!agent) throw errors.agentNotFound();
  const { chain } = config;
  return {
    status: 200,
    body: {
      address: chain.depositAddress,
      chain: chain.name,
      chain_id: chain.chainId,
      currency: 'USDC',
      contract_address: chain.usdcAddress,
      confirmations_required: chain.confirmations,
      min_deposit: toDollars(chain.minDeposit),
      max_deposit: toDollars(chain.maxDeposit),
      wallet_address: agent.wallet_address ?? null,
      wallet_verified: agent.wallet_address !== undefined,
    },
  };
});
