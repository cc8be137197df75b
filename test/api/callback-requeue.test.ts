import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';
import { ddb, TABLE_NAME } from '../../functions/store/client';
import { keys } from '../../functions/store/keys';
import { startCallbackReceiver } from '../support/callback-receiver';
import { createTask, fundedAgent } from '../support/tasks';

const receiver = await startCallbackReceiver();
afterAll(() => receiver.close());

describe('Callbacks the queue lost', () => {
  it('are queued again by the sweep and delivered, once', async () => {
    const agent = await fundedAgent(20);
    const task = await createTask(agent, { callback_url: receiver.url, callback_secret: 'requeue-secret' });
    // A status change whose queue message never came: the pipe did not forward it (no has_callback
    // on the item, as if its message was lost), and its check is already due.
    const version = 90;
    const occurred = new Date(Date.now() - 60_000).toISOString();
    await ddb.send(
      new PutCommand({
        TableName: TABLE_NAME,
        Item: {
          ...keys.taskEvent(task.task_id, version),
          ...keys.callbackCheck(occurred, task.task_id, version),
          event: 'task.status_changed',
          task_id: task.task_id,
          agent_id: agent.agentId,
          status: 'CANCELLED',
          previous_status: 'PENDING',
          timestamp: occurred,
        },
      }),
    );

    const [request] = await receiver.waitFor(1, 20_000);
    expect(JSON.parse(request!.body)).toMatchObject({ task_id: task.task_id, status: 'CANCELLED', previous_status: 'PENDING', timestamp: occurred });
    const stored = async () =>
      (await ddb.send(new GetCommand({ TableName: TABLE_NAME, Key: keys.taskEvent(task.task_id, version), ConsistentRead: true }))).Item;
    // Delivered, counted as queued again once, and out of the sweep's index.
    await expect.poll(async () => (await stored())?.delivery_status, { timeout: 10_000 }).toBe('DELIVERED');
    expect(await stored()).toMatchObject({ requeues: 1, attempts: 1 });
    expect(await stored()).not.toHaveProperty('gsi3sk');
    // Settled: the sweep does not queue it again.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(receiver.requests).toHaveLength(1);
  }, 60_000);
});
