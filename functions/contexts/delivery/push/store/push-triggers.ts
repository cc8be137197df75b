import { parseItem } from '../../../../platform/table/read-item';
import { payoutsKeys } from '../../../money/payouts/store/keys';
import { messagesKeys } from '../../../work/messages/store/keys';
import { tasksKeys } from '../../../work/tasks/store/keys';
import type { PushTrigger } from '../ports';
import { messageImage, openedTaskImage, payoutImage, taskEventImage } from './push-items';

/** A stream record's new image as what the sender acts on (the stream filter passed only these kinds). */
export const pushTriggerOf = (image: Record<string, unknown>): PushTrigger | undefined => {
  const sk = String(image.sk ?? '');
  if (sk === tasksKeys.task('-').sk) return { kind: 'task_created', taskId: parseItem(openedTaskImage, image).task_id };
  if (sk.startsWith(tasksKeys.taskEventPrefix)) {
    const event = parseItem(taskEventImage, image);
    return { kind: 'task_status', taskId: event.task_id, status: event.status, previousStatus: event.previous_status };
  }
  if (sk.startsWith(messagesKeys.taskMessagePrefix)) {
    const message = parseItem(messageImage, image);
    return message.from === 'agent'
      ? { kind: 'agent_message', taskId: message.task_id, operatorId: message.operator_id, text: message.text }
      : undefined;
  }
  if (sk === payoutsKeys.payout('-').sk) {
    const payout = parseItem(payoutImage, image);
    return payout.status === 'CONFIRMED' ? { kind: 'payout_confirmed', operatorId: payout.operator_id, netCents: payout.net_cents } : undefined;
  }
  return undefined;
};
