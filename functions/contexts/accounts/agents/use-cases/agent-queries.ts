/** What an agent reads about itself: reads only, nothing here writes. */

import type { Agent } from '../domain/agents';
import { usageDay } from '../domain/tiers';
import { agentErrors } from '../errors';
import type { AgentReadPorts } from '../ports';

type Agents = AgentReadPorts['agents'];

const existingAgent = async (agents: Pick<Agents, 'getAgent'>, agentId: string): Promise<Agent> => {
  const agent = await agents.getAgent(agentId);
  if (!agent) throw agentErrors.agentNotFound();
  return agent;
};

/** The agent and its usage of the current UTC day (the counters its tier limits apply to). */
export const getAgentProfile = async (agents: Pick<Agents, 'getAgent' | 'getUsage'>, agentId: string, now: Date) => {
  const day = usageDay(now);
  const [agent, usage] = await Promise.all([existingAgent(agents, agentId), agents.getUsage(agentId, day)]);
  return { agent, usage: { day, tasks: usage.tasks, spendCents: usage.spend_cents } };
};

/** The agent's keys that still authenticate, oldest first; never their secrets. */
export const listApiKeys = (agents: Pick<Agents, 'listActiveKeys'>, agentId: string) => agents.listActiveKeys(agentId);

/** The wallet bound to the agent, if any (its fields are absent before one is bound). */
export const getAgentWallet = async (agents: Pick<Agents, 'getAgent'>, agentId: string) => {
  const { wallet_address, wallet_chain, wallet_verified_at } = await existingAgent(agents, agentId);
  return { wallet_address, wallet_chain, wallet_verified_at };
};
