import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { MESSAGE_RATE, type Message, type Party } from '../../functions/contexts/work/messages/domain/messages';
import type { MessagesPorts } from '../../functions/contexts/work/messages/ports';
import { messagesTable } from '../../functions/contexts/work/messages/wiring/table';
import type { Task } from '../../functions/contexts/work/tasks/domain/tasks';
import { saveWithoutTransition } from '../../functions/contexts/work/tasks/store';
import { contributesNothing } from '../../functions/platform/table/contribution';
import { contractSides, refusalOf } from '../support/contract-sides';
import { placeIn, placeTask } from '../support/contract-table';
import { FakeMessagesTable } from '../support/fakes/messages';
import { aTask } from '../support/task-fixture';

interface Messages {
  store: MessagesPorts['messages'];
  place(task: Task): Promise<Task>;
  /** Ends a placed task (cancelled), so that no open task stays in the run's table. */
  end(task: Task): Promise<void>;
}

const sides = contractSides<Messages>({
  fake: () => {
    const table = new FakeMessagesTable();
    return {
      store: table.messages,
      place: placeIn(table.taskItems),
      end: async () => undefined,
    };
  },
  'DynamoDB Local': () => ({
    store: messagesTable.messages,
    place: placeTask,
    end: async (task) => {
      await saveWithoutTransition(task, { ...task, status: 'CANCELLED', version: task.version + 1 });
    },
  }),
});

const NOW = new Date();
const WINDOW = { start: new Date(Math.floor(NOW.getTime() / MESSAGE_RATE.windowMs) * MESSAGE_RATE.windowMs).toISOString(), retryAfterSeconds: 42 };

describe.each(sides)('The messages store (%s)', (_side, make) => {
  const { store, place, end } = make();
  const placed: Task[] = [];
  afterAll(async () => {
    for (const task of placed) await end(task);
  });

  /** A task of a new agent in `status` with an operator: no escrow (none is held for it). */
  const aTaskWithOperator = async (status: Task['status'] = 'IN_PROGRESS') => {
    const operatorId = `op_contract_${randomUUID()}`;
    const task = await place(
      aTask({
        task_id: `tsk_${randomUUID()}`,
        agent_id: `agt_contract_${randomUUID()}`,
        status,
        reward_cents: 0,
        fee_cents: 0,
        escrow_cents: 0,
        sandbox: true,
        operator: { id: operatorId, name: 'Contract Operator', rating: 5 },
        deadline: new Date(NOW.getTime() + 24 * 3_600_000).toISOString(),
        created_at: NOW.toISOString(),
        updated_at: NOW.toISOString(),
      }),
    );
    placed.push(task);
    return { task, operatorId };
  };
  let clock = 0;
  const send = (task: Task, party: Party, operatorId = task.operator!.id) => {
    const message: Message = {
      message_id: `msg_${randomUUID()}`,
      task_id: task.task_id,
      from: party.kind,
      operator_id: operatorId,
      text: 'Is the door open?',
      created_at: new Date(NOW.getTime() + ++clock).toISOString(),
    };
    return store
      .recordMessage(message, { party, window: WINDOW, hasCallback: false, agentId: task.agent_id }, contributesNothing)
      .then(() => message);
  };
  const agentOf = (task: Task): Party => ({ kind: 'agent', agentId: task.agent_id });

  it('keeps a conversation oldest first, in pages, and an operator’s view holds its own conversation only', async () => {
    const { task, operatorId } = await aTaskWithOperator();
    const sent = [await send(task, agentOf(task)), await send(task, { kind: 'operator', operatorId }), await send(task, agentOf(task))];
    const first = await store.pageMessages(task.task_id, 2);
    expect(first.messages).toEqual(sent.slice(0, 2));
    expect(first.last).toBe(`${sent[1]!.created_at}#${sent[1]!.message_id}`);
    expect(await store.pageMessages(task.task_id, 2, first.last)).toEqual({ messages: sent.slice(2) });
    // A page that ends the conversation exactly still names a next one, which is empty.
    const full = await store.pageMessages(task.task_id, 3);
    expect(full).toEqual({ messages: sent, last: `${sent[2]!.created_at}#${sent[2]!.message_id}` });
    expect(await store.pageMessages(task.task_id, 3, full.last)).toEqual({ messages: [] });
    expect((await store.pageMessages(task.task_id, 10, undefined, operatorId)).messages).toEqual(sent);
    expect(await store.pageMessages(task.task_id, 10, undefined, `op_contract_${randomUUID()}`)).toEqual({ messages: [] });
    expect(await store.pageMessages(`tsk_${randomUUID()}`, 10)).toEqual({ messages: [] });
  });

  it('refuses a message from anyone the task does not name, or on a task with no one to talk to', async () => {
    const { task } = await aTaskWithOperator();
    const refusal = { error: 'NotFoundError', message: 'Task not found or has no operator' };
    expect(await refusalOf(send(task, { kind: 'operator', operatorId: `op_contract_${randomUUID()}` }))).toEqual(refusal);
    expect(await refusalOf(send(task, { kind: 'agent', agentId: `agt_contract_${randomUUID()}` }))).toEqual(refusal);
    const { task: ended } = await aTaskWithOperator('CANCELLED');
    expect(await refusalOf(send(ended, agentOf(ended)))).toEqual(refusal);
    const missing = aTask({ task_id: `tsk_${randomUUID()}`, operator: task.operator });
    expect(await refusalOf(send(missing, agentOf(missing)))).toEqual(refusal);
    expect(await store.pageMessages(task.task_id, 10)).toEqual({ messages: [] });
  });

  it('takes a sender’s messages up to the window’s limit; the other party still writes', async () => {
    const { task, operatorId } = await aTaskWithOperator();
    for (let sent = 0; sent < MESSAGE_RATE.limit; sent++) await send(task, agentOf(task));
    expect(await refusalOf(send(task, agentOf(task)))).toMatchObject({ error: 'RateLimitedError', retryAfterSeconds: 42 });
    await send(task, { kind: 'operator', operatorId });
    expect((await store.pageMessages(task.task_id, 50)).messages).toHaveLength(MESSAGE_RATE.limit + 1);
  });
});
