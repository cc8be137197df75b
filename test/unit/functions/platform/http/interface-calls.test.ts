import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { agentHandlerFor } from '../../../../../functions/platform/http/agent-handler';
import { interfaceCall } from '../../../../../functions/platform/http/interface-requests';
import { publicOrigin } from '../../../../../functions/platform/http/public-origin';
import type { AgentPrincipal } from '../../../../../functions/platform/kernel/principals';

/** The resource each authentication was asked for: the interface's for an interface call, none for a request from API Gateway. */
const resources: (string | undefined)[] = [];
const handler = agentHandlerFor(async (_apiKey, _now, _scope, resource) => {
  resources.push(resource);
  return { agentId: 'a1' } as AgentPrincipal;
})({ scope: 'tasks:read', responses: { 200: z.object({ agent: z.string() }) } })(async ({ principal }) => ({
  status: 200,
  body: { agent: principal.agentId },
}));

const event = (path: string): APIGatewayProxyEventV2 =>
  ({
    version: '2.0',
    routeKey: 'POST /mcp',
    rawPath: path,
    rawQueryString: '',
    headers: { host: 'api.handoff.test', 'x-api-key': 'hk_live_x' },
    isBase64Encoded: false,
    requestContext: { http: { method: 'POST', path } },
  }) as unknown as APIGatewayProxyEventV2;

describe("an agent route's function", () => {
  it('runs an interface call (through JSON, as Lambda Invoke carries it) as its inner request, reached through the interface', async () => {
    resources.length = 0;
    const call = interfaceCall(
      event('/mcp'),
      { method: 'GET', route: '/api/v1/tasks', path: '/api/v1/tasks', headers: { 'x-api-key': 'hk_live_x' } },
      'mcp',
    );
    const result = await handler(JSON.parse(JSON.stringify(call)), {} as never);
    expect(result).toMatchObject({ statusCode: 200, body: '{"agent":"a1"}' });
    // The origin is PUBLIC_BASE_URL's when the run sets one (the whole suite's stack does), else the host's.
    expect(resources).toEqual([`${publicOrigin(event('/mcp').headers)}/mcp`]);
  });

  it('takes a request from API Gateway as reached through no interface', async () => {
    resources.length = 0;
    await handler(event('/api/v1/tasks'), {} as never);
    expect(resources).toEqual([undefined]);
  });
});
