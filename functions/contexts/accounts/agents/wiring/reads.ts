import type { AgentReadPorts } from '../ports';
import { getAgent } from '../store/agents-store';
import { listActiveKeys } from '../store/api-keys-store';
import { getUsage } from '../store/usage-store';

/** The composition root of what an agent reads about itself. */
export const agentReads: AgentReadPorts = { agents: { getAgent, getUsage, listActiveKeys } };
