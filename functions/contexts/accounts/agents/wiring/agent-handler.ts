import { agentHandlerFor, interfaceHandlerFor, mcpStreamHandlerFor } from '../../../../platform/http/agent-handler';
import { authenticateAgent, authenticateMcpAgent } from './authentication';

/** The agent routes' wrappers (platform/http/agent-handler.ts), given the agents' authenticators. */
export const agentHandler = agentHandlerFor(authenticateAgent);
export const mcpHandler = interfaceHandlerFor(authenticateMcpAgent, 'mcp');
export const a2aHandler = interfaceHandlerFor(authenticateMcpAgent, 'a2a');
export const mcpStreamHandler = mcpStreamHandlerFor(authenticateAgent);
