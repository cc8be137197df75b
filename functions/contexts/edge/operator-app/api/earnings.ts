import * as z from 'zod/mini';
import { CURRENCY, toDollars } from '../../../../platform/kernel/money';
import { withMeta } from '../../../../platform/wire/meta';
import { timestamp, usd } from '../../../../platform/wire/schemas';
import { operatorHandler } from '../../../accounts/operators/wiring/operator-handler';
import { getEarnings, RECENT_RELEASES as RECENT } from '../../../money/earnings/use-cases';
import { currentPayoutFee } from '../../../money/payouts/use-cases';
import { payoutFees } from '../../../money/payouts/wiring/fees';
import { earningsReads } from '../wiring/earnings';

const responses = !import.meta.bundled && {
  200: withMeta(
    z.object({
      pending_balance: withMeta(usd.check(z.minimum(0)), { description: 'Released rewards still in their holding period' }),
      available_balance: withMeta(usd.check(z.minimum(0)), { description: 'What can be paid out now' }),
      total_earned: withMeta(usd.check(z.minimum(0)), {
        description: 'Every reward released, kill fee paid and tip given to the operator (pending, available or paid out)',
      }),
      currency: z.literal(CURRENCY),
      payout_fee_usd: withMeta(usd.check(z.minimum(0)), {
        description: 'The network fee a payout requested now would have deducted (an estimate; the payout states its own)',
      }),
      recent_tasks: withMeta(
        z
          .array(
            z.object({
              task_id: z.string(),
              title: withMeta(z.nullable(z.string()), { description: 'Null if the task can no longer be read' }),
              kind: withMeta(z.enum(['reward', 'kill_fee']), {
                description:
                  'kill_fee: the agent cancelled the task while the operator held it; reward_usd is then the kill fee the operator receives',
              }),
              reward_usd: usd,
              tips_usd: withMeta(usd.check(z.minimum(0)), { description: "What the task's agent tipped on top of the reward (0 without a tip)" }),
              completed_at: withMeta(timestamp, { description: 'When the reward (or kill fee) was credited to the operator' }),
            }),
          )
          .check(z.maxLength(RECENT)),
        { description: `The up to ${RECENT} newest released rewards and kill fees, newest first` },
      ),
    }),
    { id: 'Earnings' },
  ),
};

export const handler = operatorHandler({ responses })(async (request) => {
  const [earnings, fee] = await Promise.all([
    getEarnings(earningsReads, request.principal.operatorId, request.now),
    currentPayoutFee({ fees: payoutFees }),
  ]);
  return {
    status: 200,
    body: {
      pending_balance: toDollars(earnings.pending),
      available_balance: toDollars(earnings.available),
      total_earned: toDollars(earnings.totalEarned),
      currency: CURRENCY,
      payout_fee_usd: toDollars(fee),
      recent_tasks: earnings.recent.map((release) => ({
        task_id: release.taskId,
        title: release.title ?? null,
        kind: release.killFee ? ('kill_fee' as const) : ('reward' as const),
        reward_usd: toDollars(release.amount),
        tips_usd: toDollars(release.tips),
        completed_at: release.releasedAt,
      })),
    },
  };
});
