import * as z from 'zod/mini';
import { itemOf } from '../../../../platform/table/read-item';
import { MESSAGE_SENDERS, type Message } from '../domain/messages';

/** One message of a task (messagesKeys.taskMessage). */
export const messageItem = itemOf<Message>()(() => ({
  message_id: z.string(),
  task_id: z.string(),
  from: z.enum(MESSAGE_SENDERS),
  operator_id: z.string(),
  text: z.string(),
  created_at: z.string(),
}));
