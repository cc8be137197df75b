import { MESSAGE_RATE, MESSAGING_STATUSES, type Message } from '../../../functions/contexts/work/messages/domain/messages';
import { messageErrors } from '../../../functions/contexts/work/messages/errors';
import type { MessageGuard, MessagesPorts } from '../../../functions/contexts/work/messages/ports';
import type { Task } from '../../../functions/contexts/work/tasks/domain/tasks';
import { platformErrors } from '../../../functions/platform/kernel/errors';
import type { Contributes } from '../../../functions/platform/table/contribution';
import { contributed } from '../../../functions/platform/table/contribution';
import { FakeScreening } from './screening';

/**
 * Tasks and messages in memory, with messages-store's conditions: a message is written only while
 * the task is in a messaging status naming its sender, and only below the sender's rate limit in
 * its window; an operator's message adds its `task.message` event. `sealed` keeps what each contribute added.
 */
export class FakeMessagesTable implements MessagesPorts {
  readonly taskItems = new Map<string, Task>();
  readonly stored: Message[] = [];
  readonly events: { message: Message; hasCallback: boolean; agentId: string }[] = [];
  readonly counts = new Map<string, number>();
  readonly contributed: unknown[] = [];

  readonly tasks = { getTask: async (taskId: string) => structuredClone(this.taskItems.get(taskId)) };
  readonly screening = new FakeScreening();
  readonly screen = this.screening.screen;
  readonly messages = {
    recordMessage: async (message: Message, guard: MessageGuard, contribute: Contributes<Message>): Promise<void> => {
      const task = this.taskItems.get(message.task_id);
      const { party } = guard;
      const named = party.kind === 'agent' ? task?.agent_id === party.agentId : task?.operator?.id === party.operatorId;
      if (!task?.operator || !MESSAGING_STATUSES.includes(task.status) || !named) throw messageErrors.taskHasNoOperator();
      const counter = `${message.task_id}#${party.kind === 'agent' ? 'agent' : party.operatorId}#${guard.window.start}`;
      const sent = this.counts.get(counter) ?? 0;
      if (sent >= MESSAGE_RATE.limit) throw platformErrors.rateLimited(guard.window.retryAfterSeconds);
      this.counts.set(counter, sent + 1);
      this.stored.push(structuredClone(message));
      if (message.from === 'operator')
        this.events.push({ message: structuredClone(message), hasCallback: guard.hasCallback, agentId: guard.agentId });
      this.contributed.push(...contributed(contribute(message)).items);
    },
    pageMessages: async (taskId: string, limit: number, after?: string, operatorId?: string) => {
      const sortKey = (message: Message) => `${message.created_at}#${message.message_id}`;
      const all = this.stored
        .filter((message) => message.task_id === taskId && (operatorId === undefined || message.operator_id === operatorId))
        .sort((a, b) => sortKey(a).localeCompare(sortKey(b)))
        .filter((message) => after === undefined || sortKey(message) > after);
      const messages = all.slice(0, limit).map((message) => structuredClone(message));
      // A full page names a next one even when nothing follows: the store's query stops at its Limit, looking no further.
      return { messages, ...(messages.length === limit ? { last: sortKey(messages.at(-1)!) } : {}) };
    },
  };
}
