import { describe, expect, it } from 'vitest';
import { killFeeCents } from '../../../../../../../functions/contexts/work/tasks/domain/kill-fees';

const DEFAULTS = { percent: 10, minCents: 100 };

describe('killFeeCents', () => {
  it.each([
    ['the minimum on a $5 reward', 500, DEFAULTS, 100],
    ['10% on a $25 reward', 2_500, DEFAULTS, 250],
    ['10% floored to the cent ($12.34 -> $1.23)', 1_234, DEFAULTS, 123],
    ['the whole $1 reward: the minimum and the cap at once', 100, DEFAULTS, 100],
    ['capped at the reward when the minimum is above it', 300, { percent: 10, minCents: 500 }, 300],
    ['the percentage alone with no minimum', 999, { percent: 10, minCents: 0 }, 99],
    ['nothing when both settings are 0', 2_500, { percent: 0, minCents: 0 }, 0],
  ])('%s', (_, reward, rules, fee) => {
    expect(killFeeCents(reward, rules)).toBe(fee);
  });
});
