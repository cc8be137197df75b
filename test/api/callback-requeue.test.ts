import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';
import { tasksKeys } from '../../functions/contexts/work/tasks/store/keys';
import { config } from '../../functions/platform/settings';
import { ddb, TABLE_NAME } from '../../functions/platform/table/client';
import { platformKeys } from '../../functions/platform/table/keys';
import { api } from '../support/api';
import { startCallbackReceiver } from '../support/callback-receiver';
import { createTask, fundedAgent } from '../support/tasks';

const receiver = await startCallbackReceiver();
afterAll(() => receiver.close());

const stored = async (key: { pk: string; sk: string }) =>
  (await ddb.send(new GetCommand({ TableName: TABLE_NAME, Key: key, ConsistentRead: true }))).Item;

describe('Callbacks the queue lost', () => {
  it('are queued again by the sweep at the task’s callback check and delivered, once; then the check is cleared', async () => {
    const agent = await fundedAgent(20);
    const task = await createTask(agent, { callback_url: receiver.url, callback_secret: 'requeue-secret-value' });
    const deadline = String((await stored(tasksKeys.task(task.task_id)))?.deadline);
    // A status change whose queue message never came: its event item as a transition writes it, but
    // out of the pipe's sight (it forwards inserts with has_callback only, so the flag comes after),
    // and the task's callback check as the transition set it, already due.
    const version = 90;
    const occurred = new Date(Date.now() - 60_000).toISOString();
    const event = tasksKeys.taskEvent(task.task_id, version);
    await ddb.send(
      new PutCommand({
        TableName: TABLE_NAME,
        Item: {
          ...event,
          event: 'task.status_changed',
          task_id: task.task_id,
          agent_id: agent.agentId,
          status: 'CANCELLED',
          previous_status: 'PENDING',
          timestamp: occurred,
        },
      }),
    );
    await ddb.send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: event,
        UpdateExpression: 'SET has_callback = :true',
        ExpressionAttributeValues: { ':true': true },
      }),
    );
    const due = new Date(Date.parse(occurred) + config.timerRules.stallMs).toISOString();
    await ddb.send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: tasksKeys.task(task.task_id),
        UpdateExpression: 'SET callbacks_due = :due, gsi3sk = :entry',
        ExpressionAttributeValues: { ':due': due, ':entry': platformKeys.timer(due, task.task_id).gsi3sk },
      }),
    );

    const [request] = await receiver.waitFor(1, 20_000);
    expect(JSON.parse(request!.body)).toMatchObject({ task_id: task.task_id, status: 'CANCELLED', previous_status: 'PENDING', timestamp: occurred });
    // Delivered, counted as queued again once.
    await expect.poll(async () => (await stored(event))?.delivery_status, { timeout: 10_000 }).toBe('DELIVERED');
    expect(await stored(event)).toMatchObject({ requeues: 1, attempts: 1 });
    // Settled: the next check clears the task's, and its timer entry is its deadline's again.
    await expect
      .poll(async () => (await stored(tasksKeys.task(task.task_id)))?.callbacks_due, {
        timeout: 4 * config.timerRules.stallMs + 10_000,
        interval: 500,
      })
      .toBeUndefined();
    expect((await stored(tasksKeys.task(task.task_id)))?.gsi3sk).toBe(platformKeys.timer(deadline, task.task_id).gsi3sk);
    expect(receiver.requests).toHaveLength(1);
  }, 90_000);

  it('a status change makes its task’s callback check due within the stall delay, and the sweep clears it once delivered', async () => {
    const agent = await fundedAgent(20);
    const task = await createTask(agent, { callback_url: receiver.url, callback_secret: 'requeue-secret-value' });
    const before = Date.now();
    expect((await api('POST', `/api/v1/tasks/${task.task_id}/cancel`, { apiKey: agent.apiKey })).status).toBe(200);
    const cancelled = await stored(tasksKeys.task(task.task_id));
    // A cancelled task has no timer of its own: its entry is the callback check alone.
    expect(Date.parse(cancelled?.callbacks_due)).toBeGreaterThanOrEqual(before + config.timerRules.stallMs);
    expect(Date.parse(cancelled?.callbacks_due)).toBeLessThanOrEqual(Date.now() + config.timerRules.stallMs);
    expect(cancelled?.gsi3sk).toBe(platformKeys.timer(cancelled?.callbacks_due, task.task_id).gsi3sk);
    await expect
      .poll(async () => (await stored(tasksKeys.task(task.task_id)))?.gsi3sk, { timeout: 2 * config.timerRules.stallMs + 10_000, interval: 500 })
      .toBeUndefined();
    expect(await stored(tasksKeys.task(task.task_id))).not.toHaveProperty('callbacks_due');
    expect(await stored(tasksKeys.task(task.task_id))).toMatchObject({ status: 'CANCELLED', version: 2 });
  }, 60_000);
});
