import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import * as z from 'zod/mini';
import { ORIGIN_VERIFY_HEADER } from '../../manifest/origin-verify';
import { platformErrors } from '../kernel/errors';
import { type ProtectedResource, resourceMetadataUrl } from '../kernel/resources';
import { type InterfaceCall, resourceOf } from './agent-handler';
import { publicOrigin } from './public-origin';
import { errorResponse } from './responses';

/**
 * What the agent interfaces that speak JSON-RPC (`/mcp`, `/a2a`) share: they run API routes (their
 * functions, ./route-functions.ts) as the caller, and answer a route's scope refusal with one step-up challenge.
 */

/** A JSON-RPC 2.0 id, and a response's error object. */
export const jsonRpcId = z.union([z.string(), z.int()]);
export const jsonRpcError = z.object({ code: z.int(), message: z.string(), data: z.optional(z.unknown()) });

/** A route's request as the interface builds it: the API Gateway route it would reach, and what it carries. */
export interface InnerRequest {
  method: string;
  /** The route table's path of the route (`/api/v1/tasks/{id}`). */
  route: string;
  path: string;
  rawQueryString?: string;
  query?: Record<string, string>;
  params?: Record<string, string>;
  headers: Record<string, string>;
  body?: string;
}

/**
 * The interface call of a route's request: the API Gateway event its handler would have had (the
 * outer request's context and the edge's proof that it came through the edge, the inner request's
 * route, path and headers), reached through `resource` so that an OAuth token bound to it is taken.
 */
export const interfaceCall = (outer: APIGatewayProxyEventV2, inner: InnerRequest, resource: ProtectedResource): InterfaceCall => {
  const routeKey = `${inner.method} ${inner.route}`;
  const proof = outer.headers[ORIGIN_VERIFY_HEADER.toLowerCase()];
  const event: APIGatewayProxyEventV2 = {
    ...outer,
    routeKey,
    rawPath: inner.path,
    rawQueryString: inner.rawQueryString ?? '',
    headers: { ...inner.headers, ...(proof === undefined ? {} : { [ORIGIN_VERIFY_HEADER.toLowerCase()]: proof }) },
    queryStringParameters: inner.query && Object.keys(inner.query).length ? inner.query : undefined,
    pathParameters: inner.params && Object.keys(inner.params).length ? inner.params : undefined,
    body: inner.body || undefined,
    isBase64Encoded: false,
    requestContext: { ...outer.requestContext, routeKey, http: { ...outer.requestContext.http, method: inner.method, path: inner.path } },
  };
  return { interfaceCall: { event, resource: resourceOf(outer, resource) } };
};

/** The scope a route's 403 message says the key lacks (`API key lacks scope: <scope>`), or undefined for any other. */
export const lackedScope = (message: string | undefined): string | undefined => /^API key lacks scope: ([a-z]+:[a-z]+)$/.exec(message ?? '')?.[1];

/**
 * The step-up challenge (MCP authorization, "Scope challenge handling"; RFC 6750 §3.1): a route the
 * interface ran refused the key for a scope, so the whole request answers 403 with the scope needed
 * and where the resource's metadata is, and an OAuth client can ask its user for a token that holds it.
 */
export const insufficientScope = (event: APIGatewayProxyEventV2, scope: string, resource: ProtectedResource) =>
  errorResponse(403, platformErrors.apiKeyLacksScope(scope).message, {
    'www-authenticate': `Bearer error="insufficient_scope", scope="${scope}", resource_metadata="${resourceMetadataUrl(publicOrigin(event.headers), resource)}"`,
  });
