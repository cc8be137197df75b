import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { platformKeys, TIMER_SHARDS } from '../../../../../functions/platform/table/keys';

describe('The timer index: no one partition takes every task', () => {
  it('spreads tasks evenly over its shards', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < TIMER_SHARDS * 200; i++) {
      const taskId = `task_${randomUUID().replace(/-/g, '')}`;
      const { gsi3pk } = platformKeys.timer('2026-11-25T00:00:00.000Z', taskId);
      counts.set(gsi3pk, (counts.get(gsi3pk) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual([...platformKeys.timersPartitions].sort());
    expect(platformKeys.timersPartitions).toHaveLength(TIMER_SHARDS);
    // 200 a shard on average; a fair hash stays well inside half to one and a half times that.
    for (const count of counts.values()) {
      expect(count).toBeGreaterThan(100);
      expect(count).toBeLessThan(300);
    }
  });
});
