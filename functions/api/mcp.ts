/**
 * `POST /mcp`: the hosted MCP server (Streamable HTTP, stateless). Every request gets a new server
 * and transport: API Gateway hands a Lambda one buffered request and takes one buffered response,
 * so there is no session and no stream to keep; answers are JSON (`enableJsonResponse`), not SSE.
 *
 * The tools are the agent SDK's (sdk/src/mcp.ts), the same code `handoff-mcp` runs over stdio. They
 * call the API through the SDK client, with the caller's key, at the address this request came in
 * on, rather than the use cases in-process: the tools then validate, authorize, rate-limit,
 * replay idempotent requests and word their errors exactly as the API does for every other
 * client, and this function needs no grant beyond reading API keys (no table writes, no KMS, no
 * photo bucket). The cost is one more hop per tool call.
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import * as z from 'zod/mini';
import { createHandoffClient } from '../../sdk/src/client';
import { createHandoffMcpServer } from '../../sdk/src/mcp';
import { callingAgent, rawApiHandler } from '../http/api-handler';
import { agentApiKey } from '../http/authenticate';
import { errorResponse } from '../http/responses';
import { config } from '../settings';
import { withMeta } from '../wire/meta';

const jsonRpcId = z.union([z.string(), z.int()]);

const request = withMeta(
  z.object({
    jsonrpc: z.literal('2.0'),
    id: withMeta(z.optional(jsonRpcId), { description: 'Absent in a notification (answered 202 without a body)' }),
    method: withMeta(z.string(), { examples: ['initialize', 'tools/list', 'tools/call'] }),
    params: z.optional(z.record(z.string(), z.unknown())),
  }),
  { id: 'McpMessage', description: 'A JSON-RPC 2.0 request or notification of the Model Context Protocol' },
);

const response = withMeta(
  z.object({
    jsonrpc: z.literal('2.0'),
    id: z.nullable(jsonRpcId),
    result: withMeta(z.optional(z.record(z.string(), z.unknown())), {
      description: 'The method’s result; a tool refused by the API has `isError: true`',
    }),
    error: z.optional(z.object({ code: z.int(), message: z.string(), data: z.optional(z.unknown()) })),
  }),
  { id: 'McpResponse', description: 'A JSON-RPC 2.0 response of the Model Context Protocol' },
);

/** The API's own address as this request reached it: deployed stacks serve https only, the local stack plain http. */
const ownBaseUrl = (event: APIGatewayProxyEventV2): string =>
  `${config.appEnv === 'production' ? 'https' : 'http'}://${event.requestContext.domainName}`;

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

export const handler = rawApiHandler(
  { body: request, responses: { 200: response, 202: z.void() } },
  { bearerApiKey: true },
)(async (event, { principal, body }) => {
  callingAgent({ principal });
  // The key the request was authenticated with; the tools call the API with it.
  const apiKey = agentApiKey(event.headers, { bearer: true });
  const client = createHandoffClient({ apiKey, baseUrl: ownBaseUrl(event) });
  const server = createHandoffMcpServer(client);
  const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  try {
    await server.connect(transport);
    const headers = new Headers();
    for (const [name, value] of Object.entries(event.headers)) if (value !== undefined) headers.set(name, value);
    const answer = await transport.handleRequest(
      new Request(`${ownBaseUrl(event)}${event.rawPath}`, { method: event.requestContext.http.method, headers, body: body || undefined }),
    );
    const text = await answer.text();
    if (answer.status >= 400) return asErrorBody(answer.status, text);
    return {
      statusCode: answer.status,
      headers: { ...Object.fromEntries(answer.headers), 'cache-control': 'no-store' },
      ...(text ? { body: text } : {}),
    };
  } finally {
    await server.close();
  }
});
