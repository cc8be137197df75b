import { hashVerificationToken } from '../domain/email-verification';
import { tierAfterEmailVerification } from '../domain/tiers';
import type { AgentsStore } from '../ports';

/**
 * Uses up a verification token (single use, 24 hours, the agent's newest) and verifies the
 * agent's email, which lifts a SANDBOX agent to VERIFIED. The token is the credential: no API key.
 */
export const verifyAgentEmail = async (deps: { agents: Pick<AgentsStore, 'verifyEmail'> }, token: string, now: Date) => {
  const agent = await deps.agents.verifyEmail(hashVerificationToken(token), now, tierAfterEmailVerification);
  return { agentId: agent.agent_id, tier: agent.tier };
};
