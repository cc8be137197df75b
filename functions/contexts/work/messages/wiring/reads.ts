import { getTask } from '../../tasks/store';
import { pageMessages } from '../store/messages-store';

/** The composition root of the message listings: the task and its messages, read (no screening). */
export const messageReads = { tasks: { getTask }, messages: { pageMessages } };
