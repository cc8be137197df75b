import { z } from 'zod';
import { config } from '../../settings';
import { CURRENCY, toDollars } from '../../core/money';
import { apiHandler, callingOperator } from '../../http/api-handler';
import { settleEarnings } from '../../store/earnings';
import { getTask } from '../../store/tasks';
import { timestamp, usd } from '../../wire/schemas';

const RECENT = 10;

const responses = {
  200: z
    .object({
      pending_balance: usd.min(0).meta({ description: 'Released rewards still in their holding period' }),
      available_balance: usd.min(0).meta({ description: 'What can be paid out now' }),
      total_earned: usd.min(0).meta({ description: 'Every reward ever released to the operator (pending, available or paid out)' }),
      currency: z.literal(CURRENCY),
      recent_tasks: z
        .array(
          z.object({
            task_id: z.string(),
            title: z.string().nullable().meta({ description: 'Null if the task can no longer be read' }),
            reward_usd: usd,
            completed_at: timestamp.meta({ description: 'When the reward was released to the operator' }),
          }),
        )
        .max(RECENT)
        .meta({ description: `The up to ${RECENT} newest released rewards, newest first` }),
    })
    .meta({ id: 'Earnings' }),
};

export const handler = apiHandler({ responses })(async (request) => {
  const earnings = await settleEarnings(callingOperator(request).operatorId, request.now, config.earningsHoldMs);
  const recent = await Promise.all(
    earnings.releases.slice(0, RECENT).map(async (release) => {
      const task = await getTask(release.taskId);
      return { task_id: release.taskId, title: task?.title ?? null, reward_usd: toDollars(release.amount), completed_at: release.releasedAt };
    }),
  );
  return {
    status: 200,
    body: {
      pending_balance: toDollars(earnings.pending),
      available_balance: toDollars(earnings.available),
      total_earned: toDollars(earnings.totalEarned),
      currency: CURRENCY,
      recent_tasks: recent,
    },
  };
});
