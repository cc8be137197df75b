import { mkdtempSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type LocalStack, startLocalStack } from '../../local/stack';

/**
 * Work never stalls: a local stack stopped in the middle of a sandbox task's simulated run, then
 * started again on the same data, finishes the task by itself (the timer sweep finds the step the
 * task waits for and starts its workflow again), as `npm start` after a stop would.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'handoff-reconciler-'));
let stack: LocalStack | undefined;

afterAll(async () => {
  await stack?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });

const start = () => startLocalStack({ port: 0, inMemory: false, dataDir, tableName: 'handoff-reconciler' });

describe('The reconciler', () => {
  it('finishes a sandbox task caught mid-run by a stop within 30 seconds of the next start', async () => {
    // The handlers stay loaded in this process with their table and storage clients: the restarted DynamoDB Local and S3 must answer on the same ports.
    Object.assign(process.env, {
      SANDBOX_STEP_SECONDS: '2',
      STALL_RESUME_SECONDS: '3',
      DYNAMODB_LOCAL_PORT: String(await freePort()),
      S3_LOCAL_PORT: String(await freePort()),
    });
    stack = await start();
    const support = { ...(await import('../support/api')), ...(await import('../support/tasks')) };
    support.useStack(stack.url);
    const agent = await support.registerAgent();
    const created = await support.createTask(agent);
    await support.eventuallyStatus(agent, created.task_id, 'ESTIMATE_PENDING');
    await stack.stop();
    stack = undefined;

    stack = await start();
    support.useStack(stack.url);
    const started = Date.now();
    const done = await support.eventuallyStatus(agent, created.task_id, 'COMPLETED', 30_000);
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(done).toMatchObject({ sandbox: true, status: 'COMPLETED', operator: { id: 'op_sandbox' } });
    // Two starts of DynamoDB Local (a JVM) on a busy 2-core machine: the bound is the 30 s above, not the test's length.
  }, 180_000);
});
