import * as z from 'zod/mini';
import { CURRENCY, toDollars } from '../../../../platform/kernel/money';
import { usd } from '../../../../platform/wire/schemas';
import { getAgentBalances } from '../use-cases/agent-queries';
import { agentHandler } from '../wiring/agent-handler';
import { agentReads } from '../wiring/reads';

const responses = {
  200: z.object({ deposit_balance: usd.check(z.minimum(0)), escrow_balance: usd.check(z.minimum(0)), currency: z.literal(CURRENCY) }),
};

export const handler = agentHandler({ scope: 'funds:read', responses })(async (request) => {
  const balances = await getAgentBalances(agentReads, request.principal.agentId);
  return {
    status: 200,
    body: { deposit_balance: toDollars(balances.depositCents), escrow_balance: toDollars(balances.escrowCents), currency: CURRENCY },
  };
});
