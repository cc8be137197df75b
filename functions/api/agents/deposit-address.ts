import * as z from 'zod';
import { toDollars } from '../../core/money';
import { apiHandler, callingAgent } from '../../http/api-handler';
import { getDepositInstructions } from '../../use-cases/deposits/queries';
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
  const info = await getDepositInstructions(callingAgent(request).agentId);
  return {
    status: 200,
    body: {
      address: info.address,
      chain: info.chain,
      chain_id: info.chainId,
      currency: 'USDC',
      contract_address: info.usdcAddress,
      confirmations_required: info.confirmations,
      min_deposit: toDollars(info.minDeposit),
      max_deposit: toDollars(info.maxDeposit),
      wallet_address: info.walletAddress ?? null,
      wallet_verified: info.walletAddress !== undefined,
    },
  };
});
