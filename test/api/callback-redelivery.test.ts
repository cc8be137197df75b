import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { Context } from 'aws-lambda';
import { afterEach, describe, expect, it } from 'vitest';
import { useCallbackQueue } from '../../functions/adapters/callbacks/callback-queue';
import { a2aPushPorts } from '../../functions/contexts/delivery/a2a-push/wiring/push';
import type { CallbackEventsStore } from '../../functions/contexts/delivery/callbacks/ports';
import { callbackSender } from '../../functions/contexts/delivery/callbacks/wiring/sender';
import { callbackEventsTable } from '../../functions/contexts/delivery/callbacks/wiring/table';
import { createSender } from '../../functions/contexts/delivery/delivery/sender/send';
import { webhookPorts } from '../../functions/contexts/delivery/webhooks/wiring/webhooks';
import { tasksKeys } from '../../functions/contexts/work/tasks/store/keys';
import { ddb, TABLE_NAME } from '../../functions/platform/table/client';
import { LocalFifoQueue, type QueueConsumer, startQueueConsumer } from '../../local/queue';
import { api } from '../support/api';
import { type CallbackReceiver, startCallbackReceiver } from '../support/callback-receiver';
import { createTask, fundedAgent } from '../support/tasks';

let consumer: QueueConsumer | undefined;
let hook: CallbackReceiver | undefined;
afterEach(async () => {
  await consumer?.stop();
  await hook?.close();
});

/**
 * The real sender on its own queue in this process, so that it can be made to crash. The
 * event is one the suite's stack never sends (its task had no callback_url when it changed).
 */
describe('Callback redelivery', () => {
  it('sends again when the sender crashes after sending but before acknowledging: a duplicate, never a loss', async () => {
    hook = await startCallbackReceiver();
    const agent = await fundedAgent(50);
    const task = await createTask(agent);
    await api('POST', `/api/v1/tasks/${task.task_id}/cancel`, { apiKey: agent.apiKey });
    await ddb.send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: tasksKeys.taskContent(task.task_id),
        UpdateExpression: 'SET callback_url = :url',
        ExpressionAttributeValues: { ':url': hook.url },
      }),
    );
    // Marked as a callback event only now: a MODIFY, which the stack's pipe ignores.
    await ddb.send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: tasksKeys.taskEvent(task.task_id, 2),
        UpdateExpression: 'SET has_callback = :true',
        ExpressionAttributeValues: { ':true': true },
      }),
    );
    const { Item: event } = await ddb.send(new GetCommand({ TableName: TABLE_NAME, Key: tasksKeys.taskEvent(task.task_id, 2) }));
    const queue = new LocalFifoQueue({ name: 'redelivery.fifo', visibilityTimeoutMs: 300 });
    useCallbackQueue({
      retryAfter: async (handle, delayMs) => queue.changeVisibility(handle, delayMs),
      send: async (message) => queue.send(message),
    });
    queue.send({
      body: JSON.stringify({ eventID: 'record-1', eventName: 'INSERT', dynamodb: { NewImage: marshall(event!) } }),
      groupId: tasksKeys.taskEvent(task.task_id, 2).pk,
      deduplicationId: 'record-1',
    });

    let crashed = false;
    const record: CallbackEventsStore['recordAttempt'] = async (...args) => {
      if (args[1].outcome === 'delivered' && !crashed) {
        crashed = true;
        throw new Error('the sender died before it could record the delivery');
      }
      return callbackEventsTable.recordAttempt(...args);
    };
    const sender = createSender({
      callbacks: { ...callbackSender, events: { ...callbackEventsTable, recordAttempt: record } },
      webhooks: webhookPorts,
      a2a: a2aPushPorts,
    });
    consumer = startQueueConsumer({ queue, batchSize: 1, handler: (e) => sender(e, { awsRequestId: 'test' } as Context) });

    const [first, second] = await hook.waitFor(2);
    expect(second!.body).toBe(first!.body);
    expect(second!.headers['webhook-id']).toBe(first!.headers['webhook-id']);
    expect(JSON.parse(first!.body)).toMatchObject({ task_id: task.task_id, status: 'CANCELLED' });
    const until = Date.now() + 10_000;
    while (queue.peek().length && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(queue.peek()).toEqual([]);
    const log = await api('GET', `/api/v1/tasks/${task.task_id}/callbacks`, { apiKey: agent.apiKey });
    expect(log.body.data).toMatchObject([{ status: 'CANCELLED', delivery_status: 'DELIVERED', attempts: 2 }]);
    // Acknowledged: nothing more arrives.
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(hook.requests).toHaveLength(2);
  });
});
