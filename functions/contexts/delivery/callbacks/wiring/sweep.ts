import { saveCallbacksDue } from '../../../work/tasks/store';
import type { CallbackPorts } from '../ports';
import { callbackSettings } from './settings';
import { callbackEventsTable } from './table';

/** The composition root of the sweep's callback checks. */
export const callbackChecks: Pick<CallbackPorts, 'events' | 'tasks' | 'settings'> = {
  events: callbackEventsTable,
  tasks: { saveCallbacksDue },
  settings: callbackSettings,
};
