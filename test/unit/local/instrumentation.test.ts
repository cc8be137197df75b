import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { count, enableInstrumentation, instrumentedHandler, resetInstrumentation, snapshot, timeServiceCall } from '../../../local/instrumentation';

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
      await Promise.all([timeServiceCall('dynamodb', () => sleep(40)), timeServiceCall('dynamodb', () => sleep(40))]);
      await sleep(40);
      return 'done';
    });
    expect(await handler()).toBe('done');
    await timeServiceCall('dynamodb', () => sleep(5)); // outside any invocation: not attributed

    const { counters, invocations } = snapshot();
    expect(counters['lambda.invocations']).toEqual({ 'contexts/work/tasks/api/agent/get': 1 });
    expect(invocations).toHaveLength(1);
    const [invocation] = invocations;
    expect(invocation!.waitedMs.dynamodb).toBeGreaterThanOrEqual(35);
    // Two parallel 40 ms calls are 40 ms of waiting, not 80.
    expect(invocation!.waitedMs.dynamodb).toBeLessThan(invocation!.ms - 30);
  });

  it('times S3 calls apart from DynamoDB calls, and a call to one beside a call to the other once as waiting', async () => {
    enableInstrumentation();
    const handler = instrumentedHandler('contexts/work/tasks/api/operator/submit', async () => {
      await Promise.all([timeServiceCall('s3', () => sleep(60)), sleep(20).then(() => timeServiceCall('dynamodb', () => sleep(20)))]);
      await timeServiceCall('s3', () => sleep(20));
      await sleep(40);
    });
    await handler();

    const [invocation] = snapshot().invocations;
    const { dynamodb, s3, any } = invocation!.waitedMs;
    expect(s3).toBeGreaterThanOrEqual(75);
    expect(dynamodb).toBeGreaterThanOrEqual(15);
    expect(dynamodb).toBeLessThan(35);
    // The DynamoDB call ran inside the first S3 call: 80 ms of waiting in all, not 100.
    expect(any).toBeGreaterThanOrEqual(s3);
    expect(any).toBeLessThan(s3 + 10);
    // What is left is the handler's own 40 ms.
    expect(invocation!.ms - any).toBeGreaterThanOrEqual(35);
  });

  it('starts from zero after a reset', () => {
    enableInstrumentation();
    count('queue.messages', 'callbacks', 2);
    resetInstrumentation();
    count('queue.messages', 'callbacks');
    expect(snapshot().counters).toEqual({ 'queue.messages': { callbacks: 1 } });
  });
});
