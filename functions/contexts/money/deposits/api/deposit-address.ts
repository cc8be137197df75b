import * as z from 'zod/mini';
import { toDollars } from '../../../../platform/kernel/money';
import { withMeta } from '../../../../platform/wire/meta';
import { chainName, evmAddress, usd } from '../../../../platform/wire/schemas';
import { agentHandler } from '../../../accounts/agents/wiring/agent-handler';
import { getDepositInstructions } from '../use-cases/deposit-queries';
import { depositReads } from '../wiring/reads';

const responses = !import.meta.bundled && {
  200: withMeta(
    z.object({
      address: withMeta(evmAddress, { description: 'Where to send USDC' }),
      chain: chainName,
      chain_id: withMeta(z.int(), { examples: [8453] }),
      currency: z.literal('USDC'),
      contract_address: withMeta(evmAddress, { description: 'The USDC token contract' }),
      confirmations_required: z.int().check(z.minimum(1)),
      min_deposit: usd,
      max_deposit: usd,
      wallet_address: withMeta(z.nullable(evmAddress), { description: 'The bound wallet deposits must come from; null before one is bound' }),
      wallet_verified: z.boolean(),
    }),
    { id: 'DepositAddressInfo' },
  ),
};

/** Where and how to deposit, from configuration, and the wallet deposits must come from. */
export const handler = agentHandler({ scope: 'funds:read', responses })(async (request) => {
  const info = await getDepositInstructions(depositReads, request.principal.agentId);
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
