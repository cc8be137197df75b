import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { authenticateAgent } from '../../modules/agents/use-cases/authenticate-agent';
import { apiHandlerFor, rawApiHandlerFor } from './api-handler';

/**
 * The API key a request carries: `X-API-Key`, or with `bearer` also `Authorization: Bearer hk_live_...`.
 * Another bearer token (an operator's JWT) carries no API key, so it is refused as on every agent route.
 */
export const agentApiKey = (headers: Readonly<Record<string, string | undefined>>, options: { bearer?: boolean } = {}): string | undefined => {
  if (headers['x-api-key']) return headers['x-api-key'];
  if (!options.bearer) return undefined;
  return /^Bearer\s+(hk_live_\S*)\s*$/i.exec(headers.authorization ?? '')?.[1];
};

/** An agent route's handler: `request.principal` is the agent whose API key (`X-API-Key`) called. */
export const agentHandler = apiHandlerFor('agent', (event: APIGatewayProxyEventV2, now) => authenticateAgent(agentApiKey(event.headers), now));

/** The MCP endpoint's handler: MCP clients send the API key as `Authorization: Bearer hk_live_...`, so that is taken too. */
export const mcpHandler = rawApiHandlerFor('agent', (event: APIGatewayProxyEventV2, now) =>
  authenticateAgent(agentApiKey(event.headers, { bearer: true }), now),
);
