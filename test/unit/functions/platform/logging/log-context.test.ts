import type { Context } from 'aws-lambda';
import { describe, expect, it, vi } from 'vitest';
import { withLogContext } from '../../../../../functions/platform/logging/handler-context';
import { logger } from '../../../../../functions/platform/logging/logger';

const context = (functionName: string) =>
  ({ functionName, awsRequestId: `req-${functionName}`, invokedFunctionArn: `arn:aws:lambda:us-east-1:1:function:${functionName}` }) as Context;

/** What the logger writes while `run` runs, one parsed record per line. */
const logged = async (run: () => Promise<unknown>): Promise<Record<string, unknown>[]> => {
  const lines: string[] = [];
  const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    lines.push(String(chunk));
    return true;
  });
  try {
    await run();
  } finally {
    write.mockRestore();
  }
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
};

describe('withLogContext', () => {
  it("adds the invocation's function and request to what a handler outside the HTTP stack logs", async () => {
    logger.setLogLevel('INFO');
    const step = withLogContext(async (event: { taskId: string }) => {
      logger.info('step ran', { task_id: event.taskId });
      return event.taskId;
    });

    const records = await logged(async () => expect(await step({ taskId: 't1' }, context('workflows-finalize'))).toBe('t1'));

    expect(records).toEqual([
      expect.objectContaining({
        message: 'step ran',
        task_id: 't1',
        function_name: 'workflows-finalize',
        function_request_id: 'req-workflows-finalize',
      }),
    ]);
  });

  it('runs a handler called without a context (the local stream poller and timer sweep) unchanged', async () => {
    const sweep = withLogContext(async () => 3);
    await expect(sweep(undefined)).resolves.toBe(3);
  });
});
