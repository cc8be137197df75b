import { z } from 'zod';
import { chainAddresses } from '../../adapters/chain/addresses';
import { config } from '../../settings';
import { errors } from '../../core/errors';
import { toDollars } from '../../core/money';
import { apiHandler, callingAgent } from '../../http/api-handler';
import { getAgent } from '../../store/agents';
import { chainName, evmAddress, usd } from '../../wire/schemas';

const responses = {
  200: z
    .object({
      address: evmAddress.meta({ description: 'Where to send USDC' }),
      chain: chainName,
      chain_id: z.int().meta({ examples: [8453] }),
      currency: z.literal('USDC'),
      contract_address: evmAddress.meta({ description: 'The USDC token contract' }),
      confirmations_required: z.int().min(1),
      min_deposit: usd,
      max_deposit: usd,
      wallet_address: evmAddress.nullable().meta({ description: 'The bound wallet deposits must come from; null before one is bound' }),
      wallet_verified: z.boolean(),
    })
    .meta({ id: 'DepositAddressInfo' }),
};

/** Where and how to deposit, from configuration, and the wallet deposits must come from. */
export const handler = apiHandler({ responses })(async (request) => {
  const agent = await getAgent(callingAgent(request).agentId);
  if (!agent) throw errors.agentNotFound();
  const { chain } = config;
  return {
    status: 200,
    body: {
      address: chainAddresses.deposit,
      chain: chain.name,
      chain_id: chain.chainId,
      currency: 'USDC',
      contract_address: chainAddresses.usdc,
      confirmations_required: chain.confirmations,
      min_deposit: toDollars(chain.minDeposit),
      max_deposit: toDollars(chain.maxDeposit),
      wallet_address: agent.wallet_address ?? null,
      wallet_verified: agent.wallet_address !== undefined,
    },
  };
});
