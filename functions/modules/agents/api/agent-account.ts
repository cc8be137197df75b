import type { Agent } from '../domain/agents';

/** An agent's account as every view of it starts (the agent's own, the back office's). */
export const agentAccountOnTheWire = (agent: Agent) => ({
  agent_id: agent.agent_id,
  name: agent.name,
  email: agent.email,
  company: agent.company ?? null,
  tier: agent.tier,
  email_verified: agent.email_verified,
});
