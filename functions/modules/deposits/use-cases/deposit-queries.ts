/** What an agent reads about deposits: reads only, nothing here writes. */
import { chainAddresses } from '../../../adapters/chain/chain-addresses';
import { errors } from '../../../platform/kernel/errors';
import { config } from '../../../platform/settings';
import { getAgent } from '../../agents/store/agents-store';
import type { Deposit } from '../domain/deposits';
import { getDeposit } from '../store/deposits-store';

/** One of the agent's deposits; another agent's deposit does not exist for the caller. */
export const getOwnDeposit = async (transactionId: string, agentId: string): Promise<Deposit> => {
  const deposit = await getDeposit(transactionId);
  if (!deposit || deposit.agent_id !== agentId) throw errors.depositNotFound();
  return deposit;
};

/** Where and how to deposit (the configured chain), and the bound wallet deposits must come from. */
export const getDepositInstructions = async (agentId: string) => {
  const agent = await getAgent(agentId);
  if (!agent) throw errors.agentNotFound();
  const { chain } = config;
  return {
    address: chainAddresses.deposit,
    chain: chain.name,
    chainId: chain.chainId,
    usdcAddress: chainAddresses.usdc,
    confirmations: chain.confirmations,
    minDeposit: chain.minDeposit,
    maxDeposit: chain.maxDeposit,
    walletAddress: agent.wallet_address,
  };
};
