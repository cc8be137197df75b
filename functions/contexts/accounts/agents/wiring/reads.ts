import { accounts } from '../../../money/ledger/domain';
import { getBalances } from '../../../money/ledger/store';
import type { AgentReadPorts } from '../ports';
import { getAgent, getUsage, listActiveKeys } from '../store/agents-store';

/** The composition root of what an agent reads about itself. */
export const agentReads: AgentReadPorts = {
  agents: { getAgent, getUsage, listActiveKeys },
  balances: async (agentId) => {
    const deposit = accounts.agentDeposit(agentId);
    const escrow = accounts.agentEscrow(agentId);
    const balances = await getBalances([deposit, escrow]);
    return { depositCents: balances.get(deposit)!, escrowCents: balances.get(escrow)! };
  },
};
