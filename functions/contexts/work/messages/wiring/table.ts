import { screenRequest } from '../../safety/use-cases';
import { screening } from '../../safety/wiring/screening';
import { getTask } from '../../tasks/store';
import type { MessagesPorts } from '../ports';
import { pageMessages, recordMessage } from '../store/messages-store';

/** The composition root of the message routes that send. */
export const messagesTable: MessagesPorts = {
  tasks: { getTask },
  messages: { recordMessage, pageMessages },
  screen: (request, now) => screenRequest(screening, request, now),
};
