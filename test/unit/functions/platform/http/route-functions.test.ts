import { beforeEach, describe, expect, it, vi } from 'vitest';
import { INTERNAL_ERROR_MESSAGE } from '../../../../../functions/platform/kernel/errors';

const invoked = vi.hoisted(() => ({ calls: [] as [string, unknown][], prefix: undefined as string | undefined, failing: false }));

vi.mock('../../../../../functions/adapters/lambda/invoke', () => ({
  invokeFunction: async (name: string, payload: unknown) => {
    invoked.calls.push([name, payload]);
    if (invoked.failing) throw new Error(`${name} failed (Unhandled): {"errorMessage":"Task timed out","stackTrace":["at secret"]}`);
    return { statusCode: 201, body: '{"task_id":"t1"}' };
  },
}));
vi.mock('../../../../../functions/platform/settings', () => ({
  config: {},
  declaredSettings: () => ({ routeFunctionPrefix: invoked.prefix }),
}));

const { runRoute, useRouteRunner } = await import('../../../../../functions/platform/http/route-functions');

const call = { interfaceCall: { event: { rawPath: '/api/v1/tasks' } as never, resource: 'https://handoff.test/mcp' } };

describe('runRoute', () => {
  beforeEach(() => {
    invoked.calls = [];
  });

  it("invokes the route's function by the name it derives from the prefix, with the interface call, and answers its result", async () => {
    invoked.prefix = 'Handoff-staging';
    await expect(runRoute('contexts/work/creation/api/create-task', call, {} as never)).resolves.toEqual({
      statusCode: 201,
      body: '{"task_id":"t1"}',
    });
    expect(invoked.calls).toEqual([['Handoff-staging-CreationApiCreateTask', call]]);
  });

  it("answers a function that failed to answer (timed out, crashed, throttled) as a route's unhandled error: 500, none of the invocation's detail", async () => {
    invoked.prefix = 'Handoff';
    invoked.failing = true;
    const answer = await runRoute('contexts/work/creation/api/create-task', call, {} as never);
    invoked.failing = false;
    expect(answer).toMatchObject({ statusCode: 500, body: JSON.stringify({ error: INTERNAL_ERROR_MESSAGE }) });
  });

  it('runs the handler in-process on a local stack (no prefix), and refuses to run without either', async () => {
    invoked.prefix = undefined;
    await expect(runRoute('contexts/work/tasks/api/agent/get', call, {} as never)).rejects.toThrow('No route functions: set ROUTE_FUNCTION_PREFIX');
    const ran: unknown[] = [];
    useRouteRunner(async (handler, given) => {
      ran.push([handler, given]);
      return { statusCode: 200, body: '{}' };
    });
    await expect(runRoute('contexts/work/tasks/api/agent/get', call, {} as never)).resolves.toEqual({ statusCode: 200, body: '{}' });
    expect(ran).toEqual([['contexts/work/tasks/api/agent/get', call]]);
    expect(invoked.calls).toEqual([]);
  });
});
