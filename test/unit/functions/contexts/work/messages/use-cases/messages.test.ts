import { describe, expect, it } from 'vitest';
import { MESSAGE_RATE, type Party } from '../../../../../../../functions/contexts/work/messages/domain/messages';
import { listMessages, sendMessage } from '../../../../../../../functions/contexts/work/messages/use-cases/messages';
import type { Task, TaskStatus } from '../../../../../../../functions/contexts/work/tasks/domain/tasks';
import { RateLimitedError } from '../../../../../../../functions/platform/kernel/errors';
import { contribution } from '../../../../../../../functions/platform/table/contribution';
import { FakeMessagesTable } from '../../../../../../support/fakes/messages';
import { aTask } from '../../../../../../support/task-fixture';

const now = new Date('2026-11-26T12:03:00.000Z');
const agent: Party = { kind: 'agent', agentId: 'agt_1' };
const operator: Party = { kind: 'operator', operatorId: 'op_1' };
const OLGA = { id: 'op_1', name: 'Olga', rating: 5 };

const table = (overrides: Partial<Task> = {}) => {
  const fake = new FakeMessagesTable();
  fake.taskItems.set('tsk_1', aTask({ status: 'IN_PROGRESS', operator: OLGA, ...overrides }));
  return fake;
};

let counter = 0;
const send = (fake: FakeMessagesTable, sender: Party, text = 'Which door?', at = now, taskId = 'tsk_1') =>
  sendMessage(fake, sender, taskId, text, { messageId: `msg_${++counter}` }, at, (message) =>
    contribution([{ Put: { TableName: 't', Item: { sealed: message.message_id } } }]),
  );

describe('sendMessage', () => {
  it("stores the agent's message with its task's operator, commits the contribution with it and writes no event", async () => {
    const fake = table();
    const message = await send(fake, agent, 'Ring twice');
    expect(message).toMatchObject({ task_id: 'tsk_1', from: 'agent', operator_id: 'op_1', text: 'Ring twice', created_at: now.toISOString() });
    expect(fake.stored).toEqual([message]);
    expect(fake.contributed).toEqual([{ Put: { TableName: 't', Item: { sealed: message.message_id } } }]);
    expect(fake.events).toEqual([]);
  });

  it("writes an operator's message as a task.message event, marked for forwarding when the task has a callback_url", async () => {
    const withCallback = table({ callback_url: 'https://agent.example/hook' });
    const message = await send(withCallback, operator, 'The gate is locked');
    expect(withCallback.events).toEqual([{ message, hasCallback: true, agentId: 'agt_1' }]);
    const without = table();
    await send(without, operator);
    expect(without.events.map((event) => event.hasCallback)).toEqual([false]);
  });

  it.each<TaskStatus>(['ESTIMATE_PENDING', 'ACCEPTED', 'IN_PROGRESS', 'SUBMITTED', 'VERIFIED', 'COMPLETED', 'MANUAL_REVIEW', 'DISPUTED'])(
    'lets both sides write while the task is %s',
    async (status) => {
      const fake = table({ status });
      await send(fake, agent);
      await send(fake, operator);
      expect(fake.stored.map((message) => message.from)).toEqual(['agent', 'operator']);
    },
  );

  it.each<[string, Partial<Task>, Party]>([
    ['an open task (no operator yet)', { status: 'PENDING', operator: undefined }, agent],
    ['a cancelled task', { status: 'CANCELLED' }, agent],
    ['a cancelled task, to its former operator', { status: 'CANCELLED' }, operator],
    ["another agent's task", {}, { kind: 'agent', agentId: 'agt_2' }],
    ['another operator', {}, { kind: 'operator', operatorId: 'op_2' }],
    ['a released operator after the task went to another', { operator: { id: 'op_3', name: 'Nina', rating: 5 } }, operator],
  ])('refuses %s with 404 "Task not found or has no operator", and stores nothing', async (_, overrides, sender) => {
    const fake = table(overrides);
    await expect(send(fake, sender)).rejects.toThrow('Task not found or has no operator');
    await expect(listMessages(fake, sender, 'tsk_1', { limit: 10 })).rejects.toThrow('Task not found or has no operator');
    expect(fake.stored).toEqual([]);
  });

  it('refuses a missing task as it refuses a stranger', async () => {
    await expect(send(table(), agent, 'hi', now, 'tsk_missing')).rejects.toThrow('Task not found or has no operator');
  });

  it('takes MESSAGE_RATE.limit messages per sender and task in a window, then answers 429 until the next window', async () => {
    const fake = table();
    for (let i = 0; i < MESSAGE_RATE.limit; i++) await send(fake, agent);
    const refused = await send(fake, agent).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RateLimitedError);
    // 12:03 is 3 minutes into the 12:00 window: 7 minutes to wait.
    expect((refused as RateLimitedError).retryAfterSeconds).toBe(7 * 60);
    // The other side has its own count, and the next window starts a new one.
    await send(fake, operator);
    await send(fake, agent, 'again', new Date('2026-11-26T12:10:00.000Z'));
    expect(fake.stored).toHaveLength(MESSAGE_RATE.limit + 2);
  });
});

describe('listMessages', () => {
  it('lists both sides oldest first, in pages whose cursor continues where the last ended', async () => {
    const fake = table();
    for (let i = 0; i < 5; i++) await send(fake, i % 2 ? operator : agent, `m${i}`, new Date(now.getTime() + i * 1000));
    const first = await listMessages(fake, agent, 'tsk_1', { limit: 3 });
    expect(first.messages.map((message) => message.text)).toEqual(['m0', 'm1', 'm2']);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await listMessages(fake, agent, 'tsk_1', { limit: 3, cursor: first.nextCursor! });
    expect(second.messages.map((message) => message.text)).toEqual(['m3', 'm4']);
    expect(second.nextCursor).toBeNull();
  });

  it("shows a new operator only their own conversation, and the agent all of it; a cursor is the reader's alone", async () => {
    const fake = table();
    await send(fake, agent, 'to Olga');
    await send(fake, agent, 'again to Olga', new Date(now.getTime() + 1000));
    fake.taskItems.get('tsk_1')!.operator = { id: 'op_2', name: 'Nina', rating: 5 };
    const nina: Party = { kind: 'operator', operatorId: 'op_2' };
    await send(fake, nina, 'Hello', new Date(now.getTime() + 2000));
    expect((await listMessages(fake, nina, 'tsk_1', { limit: 10 })).messages.map((message) => message.text)).toEqual(['Hello']);
    const agentPage = await listMessages(fake, agent, 'tsk_1', { limit: 1 });
    expect((await listMessages(fake, agent, 'tsk_1', { limit: 10 })).messages).toHaveLength(3);
    await expect(listMessages(fake, nina, 'tsk_1', { limit: 1, cursor: agentPage.nextCursor! })).rejects.toThrow('Invalid cursor');
  });
});
