import type { BatchGetCommandOutput } from '@aws-sdk/lib-dynamodb';
import { afterEach, describe, expect, it } from 'vitest';
import { countAgentTasks, pageAgentTasks } from '../../functions/contexts/work/tasks/store/tasks-store';
import { ddb, TABLE_NAME } from '../../functions/platform/table/client';
import { createTask, fundedAgent } from '../support/tasks';

const MIDDLEWARE = 'leaveKeysUnprocessed';

/** Makes the next `times` BatchGetItem answers hold back their first item as unprocessed, as DynamoDB does under load. */
const leaveFirstKeyUnprocessed = (times: number): { count: number } => {
  const left = { count: 0 };
  ddb.middlewareStack.add(
    (next, context) => async (args) => {
      const result = await next(args);
      if (context.commandName === 'BatchGetItemCommand' && left.count < times) {
        const output = result.output as BatchGetCommandOutput;
        const held = output.Responses![TABLE_NAME]!.splice(0, 1);
        output.UnprocessedKeys = { [TABLE_NAME]: { Keys: held.map(({ pk, sk }) => ({ pk, sk })) } };
        left.count++;
      }
      return result;
    },
    { step: 'initialize', name: MIDDLEWARE, priority: 'high' },
  );
  return left;
};

afterEach(() => {
  ddb.middlewareStack.remove(MIDDLEWARE);
});

describe('Reading tasks through an index', () => {
  it('reads again the keys a batch leaves unprocessed, and keeps the index order', async () => {
    const agent = await fundedAgent(100);
    const created: string[] = [];
    for (let i = 0; i < 3; i++) created.push((await createTask(agent)).task_id);
    const left = leaveFirstKeyUnprocessed(2);

    const { tasks } = await pageAgentTasks(agent.agentId, { limit: 10, offset: 0 });

    expect(left.count).toBe(2);
    expect(await countAgentTasks(agent.agentId)).toBe(3);
    expect(tasks.map((task) => task.task_id)).toEqual(created.reverse());
    expect(tasks.every((task) => task.title === 'Is the corner store open?')).toBe(true);
  });

  it('fails instead of answering with a short page when DynamoDB keeps leaving keys unprocessed', async () => {
    const agent = await fundedAgent(100);
    await createTask(agent);
    leaveFirstKeyUnprocessed(Number.POSITIVE_INFINITY);

    await expect(pageAgentTasks(agent.agentId, { limit: 10, offset: 0 })).rejects.toThrow('BatchGetItem left 1 keys unprocessed after 6 tries');
  });
});
