import { config } from '../../config';
import { CURRENCY, toDollars } from '../../core/money';
import { apiHandler, callingOperator } from '../../http/api-handler';
import { settleEarnings } from '../../store/earnings';
import { getTask } from '../../store/tasks';

const RECENT = 10;

export const handler = apiHandler({}, async (request) => {
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
