import * as z from 'zod/mini';
import { CURRENCY, toDollars } from '../../core/money';
import { apiHandler, callingAgent } from '../../http/api-handler';
import { getAgentBalances } from '../../use-cases/agents/queries';
import { usd } from '../../wire/schemas';

const responses = {
  200: z.object({ deposit_balance: usd.check(z.minimum(0)), escrow_balance: usd.check(z.minimum(0)), currency: z.literal(CURRENCY) }),
};

export const handler = apiHandler({ responses })(async (request) => {
  const balances = await getAgentBalances(callingAgent(request).agentId);
  return {
    status: 200,
    body: { deposit_balance: toDollars(balances.depositCents), escrow_balance: toDollars(balances.escrowCents), currency: CURRENCY },
  };
});
