import type { McpWaitPorts } from '../ports';
import { freeWaitSlot, takeWaitSlot } from '../store/wait-slots-store';

/** The wait slots on the table, against the wall clock. */
export const mcpWaits: McpWaitPorts = { slots: { takeWaitSlot, freeWaitSlot }, clock: () => new Date() };
