import type { Cents } from '../../../../platform/kernel/money';
import { accounts } from '../domain/accounts';
import type { BalancePorts } from '../ports';

/** The agent's spendable deposit balance and the escrow its open tasks hold, in cents. */
export const getAgentBalances = async (deps: BalancePorts, agentId: string): Promise<{ depositCents: Cents; escrowCents: Cents }> => {
  const deposit = accounts.agentDeposit(agentId);
  const escrow = accounts.agentEscrow(agentId);
  const balances = await deps.getBalances([deposit, escrow]);
  return { depositCents: balances.get(deposit)!, escrowCents: balances.get(escrow)! };
};
