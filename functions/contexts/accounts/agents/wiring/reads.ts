import type { AgentReadPorts } from '../ports';
import { getAgent, getUsage, listActiveKeys } from '../store/agents-store';

/** The composition root of what an agent reads about itself. */
export const agentReads: AgentReadPorts = { agents: { getAgent, getUsage, listActiveKeys } };
