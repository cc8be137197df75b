import { decodeKeyCursor, encodeKeyCursor } from '../../../../platform/kernel/cursors';
import type { Contributes } from '../../../../platform/table/contribution';
import { type Message, mayMessage, type Party, rateWindow } from '../domain/messages';
import { messageErrors } from '../errors';
import type { MessagesPorts } from '../ports';

/**
 * Sends a message on a task, from its agent to its operator or back:
 * 1. the task is in a messaging status (ESTIMATE_PENDING through DISPUTED) with an operator, and the
 *    sender is its agent or that operator; else 404 `Task not found or has no operator` (another's
 *    task, a released operator and a missing task read alike);
 * 2. one transaction writes the message, takes the sender's place in its rate window (429 past
 *    MESSAGE_RATE), checks the task again (a move or a release between the read and the write
 *    refuses it as in 1), and for an operator's message writes the agent's `task.message` event;
 *    an agent's message is screened first by the acceptable use policy (422 naming the category;
 *    a doubtful one is sent, and counted: there is no task to hold).
 * `text` arrives validated (api: trimmed, 1..MAX_MESSAGE_LENGTH, no control characters).
 */
export const sendMessage = async (
  deps: MessagesPorts,
  sender: Party,
  taskId: string,
  text: string,
  ids: { messageId: string },
  now: Date,
  contribute: Contributes<Message>,
): Promise<Message> => {
  const task = await deps.tasks.getTask(taskId);
  if (!mayMessage(task, sender)) throw messageErrors.taskHasNoOperator();
  if (sender.kind === 'agent') await deps.screen({ subject: 'message', agentId: task.agent_id, texts: [text] }, now);
  const message: Message = {
    message_id: ids.messageId,
    task_id: taskId,
    from: sender.kind,
    operator_id: task.operator.id,
    text,
    created_at: now.toISOString(),
  };
  await deps.messages.recordMessage(
    message,
    { party: sender, window: rateWindow(now), hasCallback: task.callback_url !== undefined, agentId: task.agent_id },
    contribute,
  );
  return message;
};

/**
 * A page of a task's messages, oldest first, to its agent (all of them) or its current operator (those
 * of their own conversation: not what the agent said to an operator released before them). The same
 * refusals as sendMessage's first step; the cursor names the task and reader it was made for.
 */
export const listMessages = async (
  deps: Pick<MessagesPorts, 'tasks'> & { messages: Pick<MessagesPorts['messages'], 'pageMessages'> },
  reader: Party,
  taskId: string,
  page: { limit: number; cursor?: string },
): Promise<{ messages: Message[]; nextCursor: string | null }> => {
  const task = await deps.tasks.getTask(taskId);
  if (!mayMessage(task, reader)) throw messageErrors.taskHasNoOperator();
  const owner = `${taskId}-${reader.kind}`;
  const after = page.cursor === undefined ? undefined : decodeKeyCursor(page.cursor, 'messages', null, owner);
  const operatorId = reader.kind === 'operator' ? reader.operatorId : undefined;
  const { messages, last } = await deps.messages.pageMessages(taskId, page.limit, after, operatorId);
  return { messages, nextCursor: last ? encodeKeyCursor('messages', null, last, owner) : null };
};
