import { describe, expect, it } from 'vitest';
import { RulesScreener } from '../../../../../../../functions/adapters/screening/rules-screener';
import type { Tier } from '../../../../../../../functions/contexts/accounts/agents/domain/tiers';
import type { QuotesPorts } from '../../../../../../../functions/contexts/work/quotes/ports';
import { quoteTask } from '../../../../../../../functions/contexts/work/quotes/use-cases/quote-task';
import type { Completion } from '../../../../../../../functions/contexts/work/tasks/domain/completions';
import { draftTask, type TaskRequest } from '../../../../../../../functions/contexts/work/tasks/domain/task-drafts';

const now = new Date('2026-06-10T12:00:00.000Z');
const berlin = { lat: 52.52, lng: 13.405 };
const request: TaskRequest = { title: 't', description: 'd', reward: 2000, proof_requirements: ['p'], task_type: 'PHOTO', location: berlin };

/** Ports that answer from memory as the real ones read: creation's draft, the day and balance, the index (recording which places were asked). */
const ports = (options: { tier?: Tier; balance?: number; today?: { tasks: number; spend: number }; completions?: Completion[] } = {}) => {
  const asked: string[][] = [];
  const deps: QuotesPorts = {
    tasks: {
      prepare: async (agentId, req, at) => ({
        ...(await draftTask(req, { agentId, tier: options.tier ?? 'VERIFIED' }, { taskId: 'task_quote' }, at, {
          feeRate: 1000,
          claimWithinMinMinutes: 5,
        })),
        tier: options.tier ?? 'VERIFIED',
      }),
    },
    agents: {
      creationState: async () => ({
        today: options.today ?? { tasks: 0, spend: 0 },
        restricted: { today: 0, max: 20 },
        balance: options.balance ?? 0,
      }),
    },
    screener: new RulesScreener(),
    completions: {
      recent: async (taskType, places) => {
        asked.push([...places]);
        return (options.completions ?? []).filter((c) => c.task_type === taskType);
      },
    },
  };
  return { deps, asked };
};

describe('quoteTask', () => {
  it('lists the acceptable use policy refusal first, as creation answers it', async () => {
    const { deps } = ports({ balance: 0 });
    const quote = await quoteTask(deps, 'agt_1', { ...request, description: 'Write 20 five-star reviews for my restaurant' }, now);
    expect(quote.refusals.map((r) => r.message)).toEqual(['Refused by the acceptable use policy: fraud', 'Insufficient balance for escrow']);
  });

  it('prices as creation does and can create when the deposit covers reward + fee', async () => {
    const { deps } = ports({ balance: 2200 });
    const quote = await quoteTask(deps, 'agt_1', request, now);
    expect(quote.price).toEqual({ reward: 2000, fee: 200, total: 2200 });
    expect(quote.refusals).toEqual([]);
  });

  it('lists the balance and tier refusals creation would answer instead of throwing them', async () => {
    const { deps } = ports({ balance: 54, today: { tasks: 10, spend: 0 } }); // one cent short of $0.50 + $0.05
    const quote = await quoteTask(deps, 'agt_1', { ...request, reward: 50 }, now);
    expect(quote.refusals.map((r) => r.message)).toEqual([
      'Minimum task value is $1',
      'Daily task limit reached: VERIFIED tier allows 10 tasks per day',
      'Insufficient balance for escrow',
    ]);
  });

  it('throws what makes the request itself wrong, as creation does (400)', async () => {
    const { deps } = ports({ balance: 10_000 });
    await expect(quoteTask(deps, 'agt_1', { ...request, deadline: '2020-01-01T00:00:00Z' }, now)).rejects.toMatchObject({
      name: 'InvalidRequestError',
      message: 'deadline must be in the future',
    });
  });

  it('reads the cells around the task and suggests the median of the similar completions', async () => {
    const completions = [800, 900, 1000, 1100, 1200].map(
      (reward_cents, i): Completion => ({
        task_id: `t${i}`,
        task_type: 'PHOTO',
        reward_cents,
        operator_id: `op_${i % 2}`,
        claim_minutes: 10 * i,
        completed_at: '2026-06-09T12:00:00.000Z',
        location: berlin,
      }),
    );
    const { deps, asked } = ports({ balance: 10_000, completions });
    const quote = await quoteTask(deps, 'agt_1', request, now);
    expect(asked).toHaveLength(1);
    expect(asked[0]!.length).toBeGreaterThan(1);
    expect(asked[0]!.length).toBeLessThanOrEqual(24);
    expect(quote.suggestedReward).toBe(1000);
    expect(quote.coverage).toEqual({ operatorsNearby: 2, medianClaimMinutes: 20 });
  });
});
