import * as z from 'zod/mini';
import { CURRENCY, toDollars } from '../../../../platform/kernel/money';
import { usd } from '../../../../platform/wire/schemas';
import { agentHandler } from '../../../accounts/agents/wiring/agent-handler';
import { getAgentBalances } from '../use-cases/agent-balances';
import { balanceReads } from '../wiring/balances';

const responses = !import.meta.bundled && {
  200: z.object({ deposit_balance: usd.check(z.minimum(0)), escrow_balance: usd.check(z.minimum(0)), currency: z.literal(CURRENCY) }),
};

export const handler = agentHandler({ scope: 'funds:read', responses })(async (request) => {
  const balances = await getAgentBalances(balanceReads, request.principal.agentId);
  return {
    status: 200,
    body: { deposit_balance: toDollars(balances.depositCents), escrow_balance: toDollars(balances.escrowCents), currency: CURRENCY },
  };
});
