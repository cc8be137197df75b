/**
 * `POST /mcp`: the hosted MCP server (Streamable HTTP, stateless), for the protocol's 2026-07-28
 * revision and the 2025-era ones alike. Every request gets a new server: API Gateway hands a Lambda
 * one buffered request and takes one buffered response, so there is no session and no stream to
 * keep; answers are JSON, not SSE. A 2026-07-28 request (its `_meta` names the revision) goes to
 * the SDK's `createMcpHandler`; a 2025-era one (`initialize`, then requests without that claim) to
 * the stateless Streamable HTTP transport, as the SDK's own stateless fallback would serve it but
 * answering JSON (the fallback answers a POST as an SSE stream).
 *
 * The tools are the agent SDK's (sdk/src/mcp.ts), the same code `handoff-mcp` runs over stdio, on
 * an SDK client whose requests go to no host: each is handed, as the API Gateway event it would have
 * become, to the function of its route (the route table's `runs`), invoked with an interface call
 * (platform/http/route-functions.ts). So a tool validates, authorizes, replays idempotent requests
 * and words its answers and errors exactly as the API route does, without a second trip through the
 * edge (deployed, the execute-api host refuses requests without the edge's header, and an inner call
 * would skip the WAF), and this function's bundle holds none of the routes' code: it may invoke
 * their functions, and needs none of their grants (lib/api.ts). One JSON-RPC message per request
 * (a batch is refused), so the edge's limits count every tool call; a key's concurrent
 * wait_for_task calls are bounded too.
 */

import type { Server } from '@modelcontextprotocol/server';
import { isLegacyRequest, WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/server';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import * as z from 'zod/mini';
import { createHandoffClient } from '../../../../../sdk/src/client';
import { createHandoffMcpServer } from '../../../../../sdk/src/mcp';
import { jsonMcpHandler } from '../../../../adapters/mcp/json-mcp-handler';
import { MCP_TOOL_ROUTES } from '../../../../manifest/mcp-tool-routes';
import { agentApiKey } from '../../../../platform/http/agent-handler';
import { insufficientScope, interfaceCall, jsonRpcError, jsonRpcId, lackedScope } from '../../../../platform/http/interface-requests';
import { errorResponse } from '../../../../platform/http/responses';
import { runRoute } from '../../../../platform/http/route-functions';
import { compileRoute, matchRoute } from '../../../../platform/http/route-match';
import { withMeta } from '../../../../platform/wire/meta';
import { mcpHandler } from '../../../accounts/agents/wiring/agent-handler';
import { mcpErrors } from '../errors';
import { inWaitSlot } from '../use-cases/mcp-waits';
import { proofReviewApp } from '../wiring/proof-review';
import { mcpWaits } from '../wiring/waits';

const request = /* @__PURE__ */ withMeta(
  /* @__PURE__ */ z.object({
    jsonrpc: /* @__PURE__ */ z.literal('2.0'),
    id: /* @__PURE__ */ withMeta(/* @__PURE__ */ z.optional(jsonRpcId), { description: 'Absent in a notification (answered 202 without a body)' }),
    method: /* @__PURE__ */ withMeta(/* @__PURE__ */ z.string(), { examples: ['initialize', 'tools/list', 'tools/call'] }),
    params: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.record(/* @__PURE__ */ z.string(), /* @__PURE__ */ z.unknown())),
  }),
  { id: 'McpMessage', description: 'A JSON-RPC 2.0 request or notification of the Model Context Protocol' },
);

const response = /* @__PURE__ */ withMeta(
  /* @__PURE__ */ z.object({
    jsonrpc: /* @__PURE__ */ z.literal('2.0'),
    id: /* @__PURE__ */ z.nullable(jsonRpcId),
    result: /* @__PURE__ */ withMeta(/* @__PURE__ */ z.optional(/* @__PURE__ */ z.record(/* @__PURE__ */ z.string(), /* @__PURE__ */ z.unknown())), {
      description: 'The method’s result; a tool refused by the API has `isError: true`',
    }),
    error: /* @__PURE__ */ z.optional(jsonRpcError),
  }),
  { id: 'McpResponse', description: 'A JSON-RPC 2.0 response of the Model Context Protocol' },
);

type Event = APIGatewayProxyEventV2;

const toolRoutes = MCP_TOOL_ROUTES.map(compileRoute);

/** Where the SDK client's requests seem to go; they reach no host: each runs its route's function. */
const ROUTES_ORIGIN = 'http://in-process.invalid';

/**
 * The SDK client's fetch: the request as the API Gateway event of its route, run by that route's
 * function, its result as the response. The event keeps the outer request's context and the edge's
 * proof (the request did come through the edge); its headers are the client's (the caller's API
 * key, Idempotency-Key).
 */
const routeFetch =
  (outer: Event, context: Context, refusedScope: (scope: string) => void) =>
  async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const found = matchRoute(toolRoutes, request.method, url.pathname);
    if (!found) throw new Error(`No MCP tool route for ${request.method} ${url.pathname}`);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      headers[name] = value;
    });
    const query: Record<string, string> = {};
    for (const [name, value] of url.searchParams) query[name] = name in query ? `${query[name]},${value}` : value;
    const inner = {
      method: request.method,
      route: found.compiled.route.path,
      path: url.pathname,
      rawQueryString: url.search.slice(1),
      query,
      params: found.params,
      headers,
      body: await request.text(),
    };
    const result = await runRoute(found.compiled.route.handler, interfaceCall(outer, inner, 'mcp'), context);
    const status = result.statusCode ?? 200;
    const scope = status === 403 ? lackedScope(errorMessageOf(result.body)) : undefined;
    if (scope) refusedScope(scope);
    const answerHeaders = Object.entries(result.headers ?? {}).map(([name, value]): [string, string] => [name, String(value)]);
    return new Response(status === 204 ? null : (result.body ?? null), { status, headers: answerHeaders });
  };

/** The `error` of a route's JSON answer, if it has one. */
const errorMessageOf = (body: string | undefined): string | undefined => {
  try {
    return JSON.parse(body ?? '')?.error;
  } catch {
    return undefined;
  }
};

/** A transport refusal (406, 415, a malformed message...) as the API's `{ error }` body; MCP clients read only its text. */
const asErrorBody = (status: number, text: string) => {
  let message = text;
  try {
    message = JSON.parse(text)?.error?.message ?? text;
  } catch {
    // Not JSON: the text itself is the message.
  }
  return errorResponse(status, message || `HTTP ${status}`);
};

/**
 * A JSON array: a JSON-RPC batch (the protocol's revisions since 2025-06-18 have none). A leading
 * byte order mark counts as nothing: the transport's JSON reading drops it.
 */
const isBatch = (body: string): boolean => /^\uFEFF?[\t\n\r ]*\[/.test(body);

export const handler = mcpHandler({ body: request, responses: !import.meta.bundled && { 200: response, 202: z.void() } })(
  async (event, { principal, body, context }) => {
    const agent = principal;
    if (isBatch(body)) throw mcpErrors.mcpBatch();
    // The key the request was authenticated with; the tools act with it.
    const apiKey = agentApiKey(event.headers, { bearer: true });
    let refusedScope: string | undefined;
    const fetch = routeFetch(event, context, (scope) => {
      refusedScope ??= scope;
    });
    const client = createHandoffClient({ apiKey, baseUrl: ROUTES_ORIGIN, fetch, maxRetries: 0 });
    const holdWait = inWaitSlot(mcpWaits, agent.keyId);
    const headers = new Headers();
    for (const [name, value] of Object.entries(event.headers)) if (value !== undefined) headers.set(name, value);
    const request = new Request(`${ROUTES_ORIGIN}${event.rawPath}`, { method: event.requestContext.http.method, headers, body: body || undefined });
    const answer = await serve(request, (era) => createHandoffMcpServer(client, { holdWait, era, proofReviewView: proofReviewApp() }));
    const text = await answer.text();
    if (refusedScope) return insufficientScope(event, refusedScope, 'mcp');
    if (answer.status >= 400) return asErrorBody(answer.status, text);
    return {
      statusCode: answer.status,
      headers: { ...Object.fromEntries(answer.headers), 'cache-control': 'no-store' },
      ...(text ? { body: text } : {}),
    };
  },
);

/** One request served by a server `build` makes for its era. */
const serve = async (request: Request, build: (era: 'legacy' | 'modern') => Server): Promise<Response> => {
  if (await isLegacyRequest(request)) {
    const server = build('legacy');
    try {
      const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
      await server.connect(transport);
      return await transport.handleRequest(request);
    } finally {
      await server.close();
    }
  }
  const modern = jsonMcpHandler(() => build('modern'));
  try {
    return await modern.fetch(request);
  } finally {
    await modern.close();
  }
};
