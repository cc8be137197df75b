import type { Command } from '../command.js';
import { fields } from '../format.js';

export const me: Command = {
  async run({ client, out }) {
    const agent = await client().me();
    out(
      fields({
        ...agent,
        limits: `${agent.limits.maxDailyTasks} tasks, $${agent.limits.maxTaskValue} per task, $${agent.limits.maxDailySpend} per day`,
        usage_today: `${agent.usage_today.tasks_created} tasks, $${agent.usage_today.spend_usd}`,
      }),
      agent,
    );
  },
};
