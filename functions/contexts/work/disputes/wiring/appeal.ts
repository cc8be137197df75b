import { getTask, saveWithoutTransition } from '../../tasks/store';
import type { AppealPorts } from '../ports';

/**
 * The composition root of the operator's appeal: it writes the appeal on the task without moving it,
 * so its function links none of the task moves the resolution's root (./api.ts) composes.
 */
export const appeals: AppealPorts = { tasks: { getTask, saveWithoutTransition } };
