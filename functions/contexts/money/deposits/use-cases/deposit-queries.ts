/** What an agent reads about deposits: reads only, nothing here writes. */

import { agentErrors } from '../../../accounts/agents/errors';
import type { Deposit } from '../domain/deposits';
import { depositErrors } from '../errors';
import type { DepositPorts } from '../ports';

/** One of the agent's deposits; another agent's deposit does not exist for the caller. */
export const getOwnDeposit = async (deps: Pick<DepositPorts, 'deposits'>, transactionId: string, agentId: string): Promise<Deposit> => {
  const deposit = await deps.deposits.getDeposit(transactionId);
  if (!deposit || deposit.agent_id !== agentId) throw depositErrors.depositNotFound();
  return deposit;
};

/** Where and how to deposit (the configured chain), and the bound wallet deposits must come from. */
export const getDepositInstructions = async (deps: Pick<DepositPorts, 'agents' | 'settings'>, agentId: string) => {
  const agent = await deps.agents.getAgent(agentId);
  if (!agent) throw agentErrors.agentNotFound();
  return { ...deps.settings.instructions, walletAddress: agent.wallet_address };
};
