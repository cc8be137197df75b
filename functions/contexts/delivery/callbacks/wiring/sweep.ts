import type { CallbackPorts } from '../ports';
import { callbackTasks } from './reads';
import { callbackSettings } from './settings';
import { callbackEventsTable } from './table';

/** The composition root of the sweep's callback checks. */
export const callbackChecks: Pick<CallbackPorts, 'events' | 'tasks' | 'settings'> = {
  events: callbackEventsTable,
  tasks: callbackTasks,
  settings: callbackSettings,
};
