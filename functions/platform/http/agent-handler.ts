import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import type { RouteScope } from '../kernel/api-key-scopes';
import { platformErrors } from '../kernel/errors';
import type { AgentPrincipal } from '../kernel/principals';
import { type ProtectedResource, resourceMetadataUrl, resourceUrl } from '../kernel/resources';
import { config } from '../settings';
import { type ApiRequest, apiHandlerFor, type DeclaredResult, type Responses, rawApiHandlerFor, type Schemas } from './api-handler';
import { mcpOriginAllowed } from './mcp-origin';
import { publicOrigin } from './public-origin';

/**
 * The API key a request carries: `X-API-Key`, or with `bearer` also `Authorization: Bearer hk_live_...`.
 * Another bearer token (an operator's JWT) carries no API key, so it is refused as on every agent route.
 */
export const agentApiKey = (headers: Readonly<Record<string, string | undefined>>, options: { bearer?: boolean } = {}): string | undefined => {
  if (headers['x-api-key']) return headers['x-api-key'];
  if (!options.bearer) return undefined;
  return /^Bearer\s+(hk_live_\S*)\s*$/i.exec(headers.authorization ?? '')?.[1];
};

/**
 * A route's request as an agent interface (/mcp, /a2a) hands it to the route's function by Lambda
 * Invoke: the API Gateway event it would have had, and the interface's resource URL (such a call
 * reached that interface, so an OAuth token bound to it is accepted). API Gateway never sends an
 * event with this key, and only the interfaces' functions may invoke a route's, so no request from
 * outside can be one.
 */
export interface InterfaceCall {
  interfaceCall: { event: APIGatewayProxyEventV2; resource: string };
}

const isInterfaceCall = (event: APIGatewayProxyEventV2 | InterfaceCall): event is InterfaceCall => Object.hasOwn(event, 'interfaceCall');

/** The events of interface calls, with the interface's resource URL: only `fromInterface` puts them here. */
const eventsFromInterfaces = new WeakMap<APIGatewayProxyEventV2, string>();

/** The event a route's handler runs on: an interface call's event, marked as reached through its interface. */
const fromInterface = (event: APIGatewayProxyEventV2 | InterfaceCall): APIGatewayProxyEventV2 => {
  if (!isInterfaceCall(event)) return event;
  eventsFromInterfaces.set(event.interfaceCall.event, event.interfaceCall.resource);
  return event.interfaceCall.event;
};

/** A protected resource's URL as the request reached it. */
export const resourceOf = (event: APIGatewayProxyEventV2, resource: ProtectedResource): string => resourceUrl(publicOrigin(event.headers), resource);

/** The MCP server's resource URL as the request reached it. */
export const mcpResourceOf = (event: APIGatewayProxyEventV2): string => resourceOf(event, 'mcp');

/** Whether a request carries a credential at all (`X-API-Key`, or any bearer token): refused, it was an invalid one. */
const sentCredential = (headers: Readonly<Record<string, string | undefined>>): boolean =>
  Boolean(headers['x-api-key']) || /^Bearer\s+\S/i.test(headers.authorization ?? '');

/**
 * The `WWW-Authenticate` of an agent interface's 401: where to get a token for `resource` (RFC 9728
 * §5.1: an OAuth access token is an API key) and, when a credential was sent, `error="invalid_token"`
 * (RFC 6750 §3.1; a request without one gets no error code, as §3.1 asks).
 */
const interfaceChallenge = (headers: Readonly<Record<string, string | undefined>>, resource: ProtectedResource): string =>
  `Bearer resource_metadata="${resourceMetadataUrl(publicOrigin(headers), resource)}"${sentCredential(headers) ? ', error="invalid_token"' : ''}`;

/**
 * Who an agent route's request comes from, as the agents module finds it (its wiring gives these to
 * the wrappers below, so the platform imports no module): `agent`, by an API key holding `scope`;
 * `mcpAgent`, the MCP endpoint's caller, whose request its key's /mcp counter also counts.
 */
export interface AgentAuthenticators {
  agent(apiKey: string | undefined, now: Date, scope: RouteScope, resource?: string, mcpEndpoint?: boolean): Promise<AgentPrincipal>;
  mcpAgent(apiKey: string | undefined, now: Date, resource: string): Promise<AgentPrincipal>;
}

/**
 * An agent interface's wrapper (/mcp, /a2a): the `Origin` checked first (mcp-origin.ts: 403 for
 * another site's page, before any key is looked at), then the key; a client without a valid one
 * learns where to get one for `resource`.
 */
const interfaceAuthenticated = (resource: ProtectedResource, authenticate: (event: APIGatewayProxyEventV2, now: Date) => Promise<AgentPrincipal>) =>
  rawApiHandlerFor(
    'agent',
    (event, now) => {
      const origin = event.headers.origin;
      if (!mcpOriginAllowed(origin, publicOrigin(event.headers), config.mcpAllowedOrigins)) throw platformErrors.mcpOriginNotAllowed(String(origin));
      return authenticate(event, now);
    },
    (event) => ({ 'www-authenticate': interfaceChallenge(event.headers, resource) }),
  );

/**
 * The wrapper of an agent route's handler: `request.principal` is the agent whose API key (`X-API-Key`)
 * called, a key holding `scope`. The scope is built in, as the auth kind is, so a function's bundle
 * holds no route table; it must be the one the route table names for the route (held so by a test and
 * by the OpenAPI generator). The MCP tools and A2A methods invoke these handlers' functions with an
 * interface call, so each is checked by its own route's scope.
 */
export const agentHandlerFor =
  (authenticate: AgentAuthenticators['agent']) =>
  <B = undefined, Q = undefined, P = undefined, R extends Responses = Responses>(schemas: Schemas<B, Q, P, R> & { scope: RouteScope }) =>
  (run: (request: ApiRequest<B, Q, P, AgentPrincipal>) => Promise<DeclaredResult<R>>) => {
    const handler = apiHandlerFor('agent', (event: APIGatewayProxyEventV2, now) =>
      authenticate(agentApiKey(event.headers), now, schemas.scope, eventsFromInterfaces.get(event)),
    )(schemas)(run);
    return Object.assign((event: APIGatewayProxyEventV2 | InterfaceCall, context: Context) => handler(fromInterface(event), context), {
      contract: handler.contract,
      auth: handler.auth,
    });
  };

/**
 * The handler of an agent interface, the protected resource `resource` (/mcp, /a2a): their clients
 * send the API key (or an OAuth access token, which is one, bound to that resource) as
 * `Authorization: Bearer hk_live_...`, so that is taken too, and the key's one counter of the agent
 * interfaces counts the request. Any valid key may call it, a suspended agent's too: each tool or
 * method runs a route's handler, which checks its scope and the suspension.
 */
export const interfaceHandlerFor = (authenticate: AgentAuthenticators['mcpAgent'], resource: ProtectedResource) =>
  interfaceAuthenticated(resource, (event, now) => authenticate(agentApiKey(event.headers, { bearer: true }), now, resourceOf(event, resource)));

/** `GET /mcp`, which does no work (405): authenticated as POST is, and counted at the edge. */
export const mcpStreamHandlerFor = (authenticate: AgentAuthenticators['agent']) =>
  interfaceAuthenticated('mcp', (event, now) =>
    authenticate(agentApiKey(event.headers, { bearer: true }), now, 'any-key', mcpResourceOf(event), true),
  );

/** The scope the handler of an agent route asks for (undefined for any other handler): what the route table must name. */
export const scopeOfHandler = (handler: { contract: object; auth: string }): RouteScope | undefined =>
  handler.auth === 'agent' ? ((handler.contract as { scope?: RouteScope }).scope ?? 'any-key') : undefined;
