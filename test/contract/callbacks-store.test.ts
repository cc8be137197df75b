import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import type { CallbackEventsStore, CallbackPorts } from '../../functions/contexts/delivery/callbacks/ports';
import { callbackSecrets } from '../../functions/contexts/delivery/callbacks/wiring/secrets';
import { callbackEventsTable } from '../../functions/contexts/delivery/callbacks/wiring/table';
import { tasksKeys } from '../../functions/contexts/work/tasks/store/keys';
import { ddb, TABLE_NAME } from '../../functions/platform/table/client';
import { contractSides, refusalOf } from '../support/contract-sides';
import { FakeCallbacks } from '../support/fakes/callbacks';

interface Callbacks {
  events: CallbackEventsStore;
  secrets: CallbackPorts['agentSecrets'];
  /** A task's status change to CANCELLED as the move committed it: PENDING, never attempted. */
  addEvent(taskId: string, version: number): Promise<void>;
}

const AT = '2026-11-29T11:00:00.000Z';
const LATER = '2026-11-29T12:00:00.000Z';

// Events of tasks with no item: the outbox's sends of them find no task to call and record nothing.
const sides = contractSides<Callbacks>({
  fake: () => {
    const fake = new FakeCallbacks();
    return {
      events: fake.events,
      secrets: fake.agentSecrets,
      addEvent: async (taskId, version) => void fake.addEvent({ task_id: taskId, agent_id: 'agt_contract' }, version, AT),
    };
  },
  'DynamoDB Local': () => ({
    events: callbackEventsTable,
    secrets: callbackSecrets.agentSecrets,
    addEvent: async (taskId, version) => {
      await ddb.send(
        new PutCommand({
          TableName: TABLE_NAME,
          Item: {
            ...tasksKeys.taskEvent(taskId, version),
            task_id: taskId,
            event: 'task.status_changed',
            status: 'CANCELLED',
            previous_status: 'PENDING',
            timestamp: AT,
            has_callback: true,
          },
        }),
      );
    },
  }),
});

const retrying = { outcome: 'retrying', at: AT, attempts: 1, responseCode: 503, error: 'HTTP 503', nextAttemptAt: LATER } as const;

describe.each(sides)('The callbacks store (%s)', (_side, make) => {
  const { events, secrets, addEvent } = make();
  const newTask = () => `tsk_${randomUUID()}`;

  it('lists a task’s status changes oldest first by version, and the unsettled ones apart', async () => {
    const taskId = newTask();
    for (const version of [9, 2, 10]) await addEvent(taskId, version);
    await events.recordAttempt(tasksKeys.taskEvent(taskId, 9), { outcome: 'delivered', at: AT, attempts: 1, responseCode: 200 });
    expect((await events.listDeliveries(taskId)).map((delivery) => delivery.version)).toEqual([2, 9, 10]);
    expect((await events.listUnsettledCallbacks(taskId)).map(({ delivery }) => delivery.version)).toEqual([2, 10]);
    expect(await events.deliveryStatusOf(tasksKeys.taskEvent(taskId, 9))).toBe('DELIVERED');
    expect(await events.deliveryStatusOf(tasksKeys.taskEvent(taskId, 2))).toBe('PENDING');
    expect(await events.deliveryStatusOf(tasksKeys.taskEvent(taskId, 3))).toBeUndefined();
    expect(await events.listDeliveries(newTask())).toEqual([]);
  });

  it('records attempts until delivered, clearing the last error, and never turns a delivery back', async () => {
    const taskId = newTask();
    await addEvent(taskId, 1);
    const event = tasksKeys.taskEvent(taskId, 1);
    await events.recordAttempt(event, retrying);
    expect((await events.listDeliveries(taskId))[0]).toMatchObject({
      delivery_status: 'PENDING',
      attempts: 1,
      last_error: 'HTTP 503',
      next_attempt_at: LATER,
    });
    await events.recordAttempt(event, { outcome: 'delivered', at: LATER, attempts: 2, responseCode: 204 });
    await events.recordAttempt(event, { outcome: 'failed', at: LATER, attempts: 3, error: 'late duplicate' });
    const [delivered] = await events.listDeliveries(taskId);
    expect(delivered).toMatchObject({ delivery_status: 'DELIVERED', attempts: 2, last_response_code: 204, delivered_at: LATER });
    expect(delivered?.last_error).toBeUndefined();
    expect(delivered?.next_attempt_at).toBeUndefined();
    expect(delivered?.failed_at).toBeUndefined();
  });

  it('records nothing for an event that does not exist', async () => {
    const taskId = newTask();
    await events.recordAttempt(tasksKeys.taskEvent(taskId, 1), retrying);
    expect(await events.deliveryStatusOf(tasksKeys.taskEvent(taskId, 1))).toBeUndefined();
  });

  it('lets one sweep take a requeue at the count it saw, and none once the callback is settled', async () => {
    const taskId = newTask();
    await addEvent(taskId, 1);
    const [seen] = await events.listDeliveries(taskId);
    expect(await events.takeCallbackRequeue(seen!, new Date(LATER))).toBe(true);
    expect(await events.takeCallbackRequeue(seen!, new Date(LATER))).toBe(false);
    const [taken] = await events.listDeliveries(taskId);
    expect(taken).toMatchObject({ requeues: 1, requeued_at: LATER });
    await events.recordAttempt(tasksKeys.taskEvent(taskId, 1), { outcome: 'failed', at: LATER, attempts: 3, error: 'HTTP 500' });
    expect(await events.takeCallbackRequeue(taken!, new Date(LATER))).toBe(false);
  });

  it('keeps an agent’s first secret, and reveals it once', async () => {
    const agentId = `agt_contract_${randomUUID()}`;
    expect(await secrets.getAgentCallbackSecret(agentId)).toBeUndefined();
    expect(await secrets.keepAgentCallbackSecret(agentId, 'sealed-first', AT, false)).toEqual({ sealed: 'sealed-first', created_at: AT });
    expect(await secrets.keepAgentCallbackSecret(agentId, 'sealed-second', LATER, true)).toEqual({ sealed: 'sealed-first', created_at: AT });
    expect(await refusalOf(secrets.keepAgentCallbackSecret(agentId, 'sealed-third', LATER, true))).toEqual({
      error: 'ConflictError',
      message: 'Callback secret already revealed',
    });
    expect(await secrets.getAgentCallbackSecret(agentId)).toBe('sealed-first');
  });
});
