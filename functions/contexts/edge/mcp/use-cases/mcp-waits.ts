import { mcpErrors } from '../errors';
import type { McpWaitPorts } from '../ports';

/** How many wait_for_task calls of one API key may run at once on the hosted MCP server: each holds a function for up to 25 s. */
export const MAX_CONCURRENT_WAITS = 4;
/** Longer than the MCP function's timeout (29 s): a slot outlives its holder only when that holder died. */
const WAIT_SLOT_LEASE_MS = 30_000;

/** Runs `wait` in one of the key's wait slots; refused (ConflictError, a tool error to the caller) when all are held. */
export const inWaitSlot =
  (deps: McpWaitPorts, keyId: string) =>
  async <T>(wait: () => Promise<T>): Promise<T> => {
    const held = await deps.slots.takeWaitSlot(keyId, MAX_CONCURRENT_WAITS, WAIT_SLOT_LEASE_MS, deps.clock());
    if (!held) throw mcpErrors.tooManyWaits(MAX_CONCURRENT_WAITS);
    try {
      return await wait();
    } finally {
      await deps.slots.freeWaitSlot(keyId, held);
    }
  };
