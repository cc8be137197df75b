/**
 * Ports of the MCP module (the pattern is described in contexts/money/payouts/ports.ts): the wait slots
 * that bound how many wait_for_task calls of one API key run at once.
 */

export interface HeldWaitSlot {
  slot: number;
  lease: string;
}

interface WaitSlots {
  /** One of the key's `slots` slots until `leaseMs` from `now`, or undefined when every slot is held by a live lease. */
  takeWaitSlot(keyId: string, slots: number, leaseMs: number, now: Date): Promise<HeldWaitSlot | undefined>;
  /** Frees the slot if this holder still holds it. */
  freeWaitSlot(keyId: string, held: HeldWaitSlot): Promise<void>;
}

export interface McpWaitPorts {
  slots: WaitSlots;
  clock(): Date;
}
