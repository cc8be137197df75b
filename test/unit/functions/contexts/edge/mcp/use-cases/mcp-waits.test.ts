import { describe, expect, it } from 'vitest';
import type { HeldWaitSlot, McpWaitPorts } from '../../../../../../../functions/contexts/edge/mcp/ports';
import { inWaitSlot, MAX_CONCURRENT_WAITS } from '../../../../../../../functions/contexts/edge/mcp/use-cases/mcp-waits';

/** Wait slots in memory with the store's conditions: a slot is taken while free or its lease has run out; freed only by its holder. */
class FakeWaitSlots {
  readonly held = new Map<string, { lease: string; until: number }>();
  private leases = 0;
  now = Date.parse('2026-11-26T12:00:00.000Z');

  readonly deps: McpWaitPorts = {
    clock: () => new Date(this.now),
    slots: {
      takeWaitSlot: async (keyId, slots, leaseMs, now) => {
        for (let slot = 0; slot < slots; slot++) {
          const current = this.held.get(`${keyId}#${slot}`);
          if (current && current.until >= now.getTime()) continue;
          const lease = `lease_${++this.leases}`;
          this.held.set(`${keyId}#${slot}`, { lease, until: now.getTime() + leaseMs });
          return { slot, lease };
        }
        return undefined;
      },
      freeWaitSlot: async (keyId, { slot, lease }: HeldWaitSlot) => {
        if (this.held.get(`${keyId}#${slot}`)?.lease === lease) this.held.delete(`${keyId}#${slot}`);
      },
    },
  };
}

/** A wait that lasts until the test releases it. */
const heldOpen = () => {
  let release!: () => void;
  const done = new Promise<string>((resolve) => {
    release = () => resolve('done');
  });
  return { wait: () => done, release };
};

describe('wait_for_task slots of an API key', () => {
  it(`runs ${MAX_CONCURRENT_WAITS} waits of one key at once and refuses the next, while another key waits freely`, async () => {
    const slots = new FakeWaitSlots();
    const open = Array.from({ length: MAX_CONCURRENT_WAITS }, heldOpen);
    const running = open.map(({ wait }) => inWaitSlot(slots.deps, 'key_1')(wait));
    await Promise.resolve();
    await expect(inWaitSlot(slots.deps, 'key_1')(async () => 'more')).rejects.toThrow(/wait_for_task/);
    await expect(inWaitSlot(slots.deps, 'key_2')(async () => 'other key')).resolves.toBe('other key');
    for (const { release } of open) release();
    await expect(Promise.all(running)).resolves.toEqual(open.map(() => 'done'));
    expect(slots.held.size).toBe(0);
  });

  it('frees the slot when the wait fails, so a failed wait does not use up the key', async () => {
    const slots = new FakeWaitSlots();
    for (let i = 0; i < MAX_CONCURRENT_WAITS + 1; i++)
      await expect(inWaitSlot(slots.deps, 'key_1')(() => Promise.reject(new Error('task not found')))).rejects.toThrow('task not found');
    expect(slots.held.size).toBe(0);
  });

  it('takes over a slot whose holder died once its lease has run out', async () => {
    const slots = new FakeWaitSlots();
    for (let slot = 0; slot < MAX_CONCURRENT_WAITS; slot++) slots.held.set(`key_1#${slot}`, { lease: 'dead', until: slots.now + 10_000 });
    await expect(inWaitSlot(slots.deps, 'key_1')(async () => 'x')).rejects.toThrow(/wait_for_task/);
    slots.now += 10_001;
    await expect(inWaitSlot(slots.deps, 'key_1')(async () => 'after the lease')).resolves.toBe('after the lease');
  });
});
