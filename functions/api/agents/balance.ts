import { z } from 'zod';
import { accounts } from '../../core/accounts';
import { CURRENCY, toDollars } from '../../core/money';
import { apiHandler, callingAgent } from '../../http/api-handler';
import { getBalances } from '../../store/ledger';
import { usd } from '../../wire/schemas';

const responses = {
  200: z.object({ deposit_balance: usd.min(0), escrow_balance: usd.min(0), currency: z.literal(CURRENCY) }),
};

export const handler = apiHandler({ responses })(async (request) => {
  const { agentId } = callingAgent(request);
  const deposit = accounts.agentDeposit(agentId);
  const escrow = accounts.agentEscrow(agentId);
  const balances = await getBalances([deposit, escrow]);
  return {
    status: 200,
    body: {
      deposit_balance: toDollars(balances.get(deposit)!),
      escrow_balance: toDollars(balances.get(escrow)!),
      currency: CURRENCY,
    },
  };
});
