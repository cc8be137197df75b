import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionFailed } from '../../../../platform/kernel/conditions';
import { platformErrors } from '../../../../platform/kernel/errors';
import { ddb, TABLE_NAME } from '../../../../platform/table/client';
import type { Contributes } from '../../../../platform/table/contribution';
import { epochSeconds } from '../../../../platform/table/keys';
import { parseItem } from '../../../../platform/table/read-item';
import { commitWith, type TransactItem } from '../../../../platform/table/transactions';
import { tasksKeys } from '../../tasks/store/keys';
import { MESSAGE_RATE, MESSAGING_STATUSES, type Message } from '../domain/messages';
import { messageErrors } from '../errors';
import type { MessageGuard } from '../ports';
import { messagesKeys } from './keys';
import { messageItem } from './message-item';

/** As long as a task's status-change events: the delivery record outlives every retry. */
const EVENT_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

/** The task still names the sender (its agent, or the same operator) and is in a messaging status. */
const taskStillMessaging = (taskId: string, guard: MessageGuard): TransactItem => {
  const statuses = Object.fromEntries(MESSAGING_STATUSES.map((status, index) => [`:s${index}`, status]));
  const party: { condition: string; names: Record<string, string>; value: string } =
    guard.party.kind === 'agent'
      ? { condition: 'gsi1pk = :party', names: {}, value: tasksKeys.agentTasksPartition(guard.party.agentId) }
      : { condition: '#operator.#id = :party', names: { '#operator': 'operator', '#id': 'id' }, value: guard.party.operatorId };
  return {
    ConditionCheck: {
      TableName: TABLE_NAME,
      Key: tasksKeys.task(taskId),
      ConditionExpression: `#status IN (${Object.keys(statuses).join(', ')}) AND attribute_exists(#op) AND ${party.condition}`,
      ExpressionAttributeNames: { '#status': 'status', '#op': 'operator', ...party.names },
      ExpressionAttributeValues: { ...statuses, ':party': party.value },
    },
    condition: 'task_messaging',
  };
};

/**
 * The sender's count in the rate window, taken with ADD under the limit: racing messages each take
 * one, and those past the limit fail with the whole transaction. Gone with the table's TTL afterwards.
 */
const rateCount = (message: Message, guard: MessageGuard): TransactItem => {
  const sender = guard.party.kind === 'agent' ? 'agent' : guard.party.operatorId;
  return {
    Update: {
      TableName: TABLE_NAME,
      Key: messagesKeys.taskMessageRate(message.task_id, sender, guard.window.start),
      UpdateExpression: 'ADD sent :one SET expires_at = :expires',
      ConditionExpression: 'attribute_not_exists(sent) OR sent < :limit',
      ExpressionAttributeValues: {
        ':one': 1,
        ':limit': MESSAGE_RATE.limit,
        ':expires': epochSeconds(new Date(Date.parse(guard.window.start) + 2 * MESSAGE_RATE.windowMs)),
      },
    },
    condition: 'message_rate_below_limit',
  };
};

/** An operator's message as the agent's `task.message` event (callbacks/store/callback-items: messageEventItem). */
const messageEvent = (message: Message, guard: MessageGuard): TransactItem => ({
  Put: {
    TableName: TABLE_NAME,
    Item: {
      ...messagesKeys.messageEvent(message.message_id),
      event: 'task.message',
      task_id: message.task_id,
      agent_id: guard.agentId,
      message_id: message.message_id,
      from: message.from,
      text: message.text,
      created_at: message.created_at,
      timestamp: message.created_at,
      // The outbox pipe forwards only events whose task has somewhere to send them.
      ...(guard.hasCallback ? { has_callback: true } : {}),
      expires_at: epochSeconds(new Date(Date.parse(message.created_at) + EVENT_RETENTION_MS)),
    },
    ConditionExpression: 'attribute_not_exists(pk)',
  },
  condition: 'item_absent',
});

export const recordMessage = async (message: Message, guard: MessageGuard, contribute: Contributes<Message>): Promise<void> => {
  try {
    await commitWith(
      [
        taskStillMessaging(message.task_id, guard),
        rateCount(message, guard),
        {
          Put: {
            TableName: TABLE_NAME,
            Item: { ...messagesKeys.taskMessage(message.task_id, message.created_at, message.message_id), ...message },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
          condition: 'item_absent',
        },
        ...(message.from === 'operator' ? [messageEvent(message, guard)] : []),
      ],
      contribute(message),
    );
  } catch (error) {
    if (!(error instanceof ConditionFailed)) throw error;
    if (error.condition === 'task_messaging') throw messageErrors.taskHasNoOperator();
    if (error.condition === 'message_rate_below_limit') throw platformErrors.rateLimited(guard.window.retryAfterSeconds);
    throw error;
  }
};

export const pageMessages = async (
  taskId: string,
  limit: number,
  after?: string,
  operatorId?: string,
): Promise<{ messages: Message[]; last?: string }> => {
  const partition = tasksKeys.task(taskId).pk;
  const messages: Message[] = [];
  let start = after === undefined ? undefined : { pk: partition, sk: `${messagesKeys.taskMessagePrefix}${after}` };
  // A filtered page may come back short: read on until it is full or the conversation ends.
  do {
    const { Items = [], LastEvaluatedKey } = await ddb.send(
      new QueryCommand({
        TableName: TABLE_NAME,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: {
          ':pk': partition,
          ':prefix': messagesKeys.taskMessagePrefix,
          ...(operatorId ? { ':operator': operatorId } : {}),
        },
        ...(operatorId ? { FilterExpression: 'operator_id = :operator' } : {}),
        Limit: limit - messages.length,
        ConsistentRead: true,
        // The partition is the task's, whatever the cursor said: a cursor only moves where in it a page starts.
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    messages.push(...Items.map((item) => parseItem(messageItem, item)));
    start = LastEvaluatedKey as typeof start;
  } while (start && messages.length < limit);
  const last = start && String(start.sk).slice(messagesKeys.taskMessagePrefix.length);
  return { messages, ...(last ? { last } : {}) };
};
