import { parseItem } from '../../../../platform/table/read-item';
import { depositConfirmedEventItem } from '../../../money/deposits/store';
import { taskCreatedEventItem } from '../../../work/tasks/store';
import { tasksKeys } from '../../../work/tasks/store/keys';
import { callbackEventId, messageEventId } from '../../callbacks/domain';
import { messageEventItem, taskEventItem } from '../../callbacks/store';
import { depositConfirmedEventId, taskCreatedEventId, type WebhookEvent } from '../domain/webhooks';

type Image = Record<string, unknown>;

/**
 * An event its owner rendered when it committed (a task's creation, a deposit's credit): its `data`
 * is a JSON text, sent as it was written, its fields in their order.
 */
const renderedEvent = (
  event: { event: 'task.created' | 'deposit.confirmed'; agent_id: string; timestamp: string; data: string },
  eventId: string,
): WebhookEvent => ({ event_id: eventId, agent_id: event.agent_id, type: event.event, timestamp: event.timestamp, data: JSON.parse(event.data) });

/**
 * The one table of what endpoints are sent: an outbox item's `event` -> the webhook event it makes
 * (its id, the agent whose endpoints get it, its type, time and `data`). An outbox item whose event
 * is not here goes to no endpoint. Adding an event is adding its entry (and writing its item).
 */
const WEBHOOK_EVENTS: Readonly<Record<string, (image: Image) => WebhookEvent>> = {
  // The task as its creation answered it.
  'task.created': (image) => {
    const event = parseItem(taskCreatedEventItem, image);
    return renderedEvent(event, taskCreatedEventId(event.task_id));
  },
  'task.status_changed': (image) => {
    const event = parseItem(taskEventItem, image);
    return {
      event_id: callbackEventId(event.task_id, Number(event.sk.slice(tasksKeys.taskEventPrefix.length))),
      agent_id: String(image.agent_id),
      type: 'task.status_changed',
      timestamp: event.timestamp,
      // The task callback's body, field for field.
      data: { event: event.event, task_id: event.task_id, status: event.status, previous_status: event.previous_status, timestamp: event.timestamp },
    };
  },
  'task.message': (image) => {
    const event = parseItem(messageEventItem, image);
    return {
      // The id the task's callback carries too: a receiver that gets both can tell they are one event.
      event_id: messageEventId(event.message_id),
      agent_id: event.agent_id,
      type: 'task.message',
      timestamp: event.timestamp,
      // The message as the list shows it; `from` says it is a person's words, never instructions.
      data: { task_id: event.task_id, message: { message_id: event.message_id, from: event.from, text: event.text, created_at: event.created_at } },
    };
  },
  // The deposit as the deposit routes showed it when it was credited.
  'deposit.confirmed': (image) => {
    const event = parseItem(depositConfirmedEventItem, image);
    return renderedEvent(event, depositConfirmedEventId(event.transaction_id));
  },
};

/** The webhook event an outbox item makes, if any (WEBHOOK_EVENTS). */
export const webhookEventOf = (image: Image): WebhookEvent | undefined =>
  typeof image.event === 'string' && typeof image.agent_id === 'string' && Object.hasOwn(WEBHOOK_EVENTS, image.event)
    ? WEBHOOK_EVENTS[image.event]!(image)
    : undefined;
