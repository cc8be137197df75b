/** What an agent reads about itself: reads only, nothing here writes. */

import { errors } from '../../../platform/kernel/errors';
import { accounts } from '../../ledger/domain/accounts';
import { getBalances } from '../../ledger/store/ledger-store';
import type { Agent } from '../domain/agents';
import { usageDay } from '../domain/tiers';
import { getAgent, getUsage, listActiveKeys } from '../store/agents-store';

const existingAgent = async (agentId: string): Promise<Agent> => {
  const agent = await getAgent(agentId);
  if (!agent) throw errors.agentNotFound();
  return agent;
};

/** The agent and its usage of the current UTC day (the counters its tier limits apply to). */
export const getAgentProfile = async (agentId: string, now: Date) => {
  const day = usageDay(now);
  const [agent, usage] = await Promise.all([existingAgent(agentId), getUsage(agentId, day)]);
  return { agent, usage: { day, tasks: usage.tasks, spendCents: usage.spend_cents } };
};

/** The agent's spendable deposit balance and the escrow its open tasks hold, in cents. */
export const getAgentBalances = async (agentId: string) => {
  const deposit = accounts.agentDeposit(agentId);
  const escrow = accounts.agentEscrow(agentId);
  const balances = await getBalances([deposit, escrow]);
  return { depositCents: balances.get(deposit)!, escrowCents: balances.get(escrow)! };
};

/** The agent's keys that still authenticate, oldest first; never their secrets. */
export const listApiKeys = (agentId: string) => listActiveKeys(agentId);

/** The wallet bound to the agent, if any (its fields are absent before one is bound). */
export const getAgentWallet = async (agentId: string) => {
  const { wallet_address, wallet_chain, wallet_verified_at } = await existingAgent(agentId);
  return { wallet_address, wallet_chain, wallet_verified_at };
};
