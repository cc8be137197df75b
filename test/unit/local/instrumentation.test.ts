import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { count, enableInstrumentation, instrumentedHandler, resetInstrumentation, snapshot, timeDynamoDbCall } from '../../../local/instrumentation';

describe('local stack instrumentation', () => {
  afterEach(() => resetInstrumentation());

  it('counts nothing and calls straight through until the bench turns it on', async () => {
    const handler = instrumentedHandler('platform/http/health', (value: number) => value + 1);
    count('api.requests', 'GET /api/v1/health');
    expect(handler(1)).toBe(2);
    expect(snapshot()).toEqual({ counters: {}, invocations: [] });
  });

  it('counts invocations and times the DynamoDB calls inside them, overlapping calls once', async () => {
    enableInstrumentation();
    const handler = instrumentedHandler('contexts/work/tasks/api/agent/get', async () => {
      await Promise.all([timeDynamoDbCall(() => sleep(40)), timeDynamoDbCall(() => sleep(40))]);
      await sleep(40);
      return 'done';
    });
    expect(await handler()).toBe('done');
    await timeDynamoDbCall(() => sleep(5)); // outside any invocation: not attributed

    const { counters, invocations } = snapshot();
    expect(counters['lambda.invocations']).toEqual({ 'contexts/work/tasks/api/agent/get': 1 });
    expect(invocations).toHaveLength(1);
    const [invocation] = invocations;
    expect(invocation!.dynamodbMs).toBeGreaterThanOrEqual(35);
    // Two parallel 40 ms calls are 40 ms of waiting, not 80.
    expect(invocation!.dynamodbMs).toBeLessThan(invocation!.ms - 30);
  });

  it('starts from zero after a reset', () => {
    enableInstrumentation();
    count('queue.messages', 'callbacks', 2);
    resetInstrumentation();
    count('queue.messages', 'callbacks');
    expect(snapshot().counters).toEqual({ 'queue.messages': { callbacks: 1 } });
  });
});
