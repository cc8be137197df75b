/** What the messages use cases need from outside (the pattern: payouts/ports.ts). */
import type { Contributes } from '../../../platform/table/contribution';
import type { ScreeningPass, ScreeningRequest } from '../safety/domain';
import type { Task } from '../tasks/domain';
import type { Message, Party } from './domain/messages';

/** The conditions a message is written under, checked in its own transaction. */
export interface MessageGuard {
  /** The sender, as the task must still name it: its agent, or its current operator. */
  party: Party;
  /** The rate window the message counts in (rateWindow) and what to answer when it is full. */
  window: { start: string; retryAfterSeconds: number };
  /** Whether the agent's task has a callback_url: the `task.message` event is then forwarded to it. */
  hasCallback: boolean;
  /** The task's agent: its webhook endpoints subscribed to `task.message` get the event too. */
  agentId: string;
}

export interface MessagesPorts {
  tasks: { getTask(taskId: string): Promise<Task | undefined> };
  /** The acceptable use policy's screening of an agent's message (safety's screenRequest): throws its refusal. */
  screen(request: ScreeningRequest, now: Date): Promise<ScreeningPass>;
  messages: {
    /**
     * One transaction: the message; its sender's count in the window, below MESSAGE_RATE's limit
     * (else platformErrors.rateLimited); the task still in a messaging status with the guard's party
     * (else messageErrors.taskHasNoOperator); for an operator's message its `task.message` event; and what
     * `contribute` adds.
     */
    recordMessage(message: Message, guard: MessageGuard, contribute: Contributes<Message>): Promise<void>;
    /**
     * A page of the task's messages, oldest first, after `after` (`<created_at>#<message_id>`); only
     * those of `operatorId`'s conversation when given. `last`: where the next page starts, absent at the end.
     */
    pageMessages(taskId: string, limit: number, after?: string, operatorId?: string): Promise<{ messages: Message[]; last?: string }>;
  };
}
