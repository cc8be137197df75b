import { describe, expect, it } from 'vitest';
import { median, quoteOf } from '../../../../../../../functions/contexts/work/quotes/domain/quotes';
import { type Completion, completionOf, placeOf, placesNear } from '../../../../../../../functions/contexts/work/tasks/domain/completions';
import type { Task } from '../../../../../../../functions/contexts/work/tasks/domain/tasks';
import { encodeGeohash } from '../../../../../../../functions/platform/kernel/geohash';

const now = new Date('2026-06-10T12:00:00.000Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000).toISOString();
const berlin = { lat: 52.52, lng: 13.405 };

const completion = (overrides: Partial<Completion> = {}): Completion => ({
  task_id: `task_${Math.random()}`,
  task_type: 'PHOTO',
  reward_cents: 1000,
  operator_id: 'op_1',
  claim_minutes: 10,
  completed_at: daysAgo(1),
  location: berlin,
  ...overrides,
});

describe('placesNear', () => {
  it('reads at most MAX_CELLS cells even near a pole, and every unlocated shard for an unlocated task', () => {
    expect(placesNear({ lat: 89.9, lng: 0 }).length).toBe(24);
    expect(placesNear(undefined)).toEqual(Array.from({ length: 16 }, (_, shard) => `-${shard}`));
  });
});

describe('median', () => {
  it('is the middle value, or the rounded mean of the two middle ones', () => {
    expect(median([])).toBeUndefined();
    expect(median([7])).toBe(7);
    expect(median([300, 100, 200])).toBe(200);
    expect(median([100, 201, 400, 50])).toBe(151); // (100 + 201) / 2 = 150.5, half up
  });
});

describe('quoteOf', () => {
  const price = { reward: 1000, fee: 100, total: 1100 };
  const task = { taskType: 'PHOTO', location: berlin };

  it('suggests no reward below 5 similar completions, and the median from 5 on', () => {
    const four = [500, 700, 900, 1100].map((reward_cents) => completion({ reward_cents }));
    expect(quoteOf({ price, refusals: [] }, four, task, now).suggestedReward).toBeNull();
    expect(quoteOf({ price, refusals: [] }, [...four, completion({ reward_cents: 5000 })], task, now).suggestedReward).toBe(900);
  });

  it('counts only the same type, within 25 km, within 90 days', () => {
    const similar = Array.from({ length: 5 }, () => completion({ reward_cents: 2000 }));
    const others = [
      completion({ reward_cents: 1, task_type: 'DELIVERY' }),
      completion({ reward_cents: 1, location: { lat: 52.52, lng: 13.9 } }), // about 33 km east
      completion({ reward_cents: 1, completed_at: daysAgo(91) }),
      completion({ reward_cents: 1, location: undefined }),
    ];
    for (let i = 0; i < 3; i++) expect(quoteOf({ price, refusals: [] }, [...similar, ...others], task, now).suggestedReward).toBe(2000);
  });

  it('compares an unlocated task with unlocated completions only', () => {
    const unlocated = Array.from({ length: 5 }, () => completion({ reward_cents: 300, location: undefined, task_type: 'DATA_VALIDATION' }));
    const located = Array.from({ length: 5 }, () => completion({ reward_cents: 900, task_type: 'DATA_VALIDATION' }));
    expect(quoteOf({ price, refusals: [] }, [...unlocated, ...located], { taskType: 'DATA_VALIDATION' }, now).suggestedReward).toBe(300);
  });

  it('counts distinct operators of the last 30 days near there, and the median minutes to their claims', () => {
    const completions = [
      completion({ operator_id: 'op_a', claim_minutes: 5 }),
      completion({ operator_id: 'op_a', claim_minutes: 30 }),
      completion({ operator_id: 'op_b', claim_minutes: 12 }),
      completion({ operator_id: 'op_c', claim_minutes: 1, completed_at: daysAgo(45) }),
    ];
    expect(quoteOf({ price, refusals: [] }, completions, task, now).coverage).toEqual({ operatorsNearby: 2, medianClaimMinutes: 12 });
    expect(quoteOf({ price, refusals: [] }, [], task, now).coverage).toEqual({ operatorsNearby: 0, medianClaimMinutes: null });
  });
});

describe('completionOf: the record a completed task leaves', () => {
  const base = {
    task_id: 'task_1',
    agent_id: 'agt_1',
    task_type: 'PHOTO',
    reward_cents: 1500,
    status: 'COMPLETED',
    sandbox: false,
    created_at: '2026-06-01T10:00:00.000Z',
    claimed_at: '2026-06-01T10:42:29.000Z',
    completed_at: '2026-06-01T12:00:00.000Z',
    operator: { id: 'op_1', name: 'Olga', rating: 5 },
    location: { lat: 52.52, lng: 13.405, address: 'Alexanderplatz' },
  } as unknown as Task;

  it('holds the type, reward, operator, minutes to the claim and the place (no address), filed in its cell', () => {
    const record = completionOf(base)!;
    expect(record).toEqual({
      task_id: 'task_1',
      task_type: 'PHOTO',
      reward_cents: 1500,
      operator_id: 'op_1',
      claim_minutes: 42,
      completed_at: '2026-06-01T12:00:00.000Z',
      location: { lat: 52.52, lng: 13.405 },
    });
    expect(placeOf(record)).toBe(encodeGeohash(52.52, 13.405, 4));
  });

  it('leaves none for a sandbox task or a task that is not COMPLETED, and files an unlocated one in a shard', () => {
    expect(completionOf({ ...base, sandbox: true })).toBeUndefined();
    expect(completionOf({ ...base, status: 'VERIFIED' })).toBeUndefined();
    expect(placeOf(completionOf({ ...base, location: undefined })!)).toMatch(/^-([0-9]|1[0-5])$/);
  });
});
