import { agentHandlerFor, mcpHandlerFor, mcpStreamHandlerFor } from '../../../platform/http/agent-handler';
import { authenticateAgent, authenticateMcpAgent } from './authentication';

/** The agent routes' wrappers (platform/http/agent-handler.ts), given the agents' authenticators. */
export const agentHandler = agentHandlerFor(authenticateAgent);
export const mcpHandler = mcpHandlerFor(authenticateMcpAgent);
export const mcpStreamHandler = mcpStreamHandlerFor(authenticateAgent);
