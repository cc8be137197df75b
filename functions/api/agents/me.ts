import * as z from 'zod/mini';
import { toDollars } from '../../core/money';
import { limitsOnTheWire } from '../../core/tiers';
import { apiHandler, callingAgent } from '../../http/api-handler';
import { getAgentProfile } from '../../use-cases/agents/queries';
import { agentAccountOnTheWire } from '../../wire/agent-account';
import { withMeta } from '../../wire/meta';
import { tier, tierLimits, timestamp, usd } from '../../wire/schemas';

const responses = {
  200: z.object({
    agent_id: z.string(),
    name: z.string(),
    email: z.email(),
    company: z.nullable(z.string()),
    tier,
    email_verified: z.boolean(),
    created_at: timestamp,
    limits: tierLimits,
    usage_today: z.object({
      date: withMeta(z.iso.date(), { description: 'The UTC day the counters are for' }),
      tasks_created: z.int().check(z.minimum(0)),
      spend_usd: usd.check(z.minimum(0)),
    }),
  }),
};

export const handler = apiHandler({ responses })(async (request) => {
  const { agent, usage } = await getAgentProfile(callingAgent(request).agentId, request.now);
  return {
    status: 200,
    body: {
      ...agentAccountOnTheWire(agent),
      created_at: agent.created_at,
      limits: limitsOnTheWire(agent.tier),
      usage_today: { date: usage.day, tasks_created: usage.tasks, spend_usd: toDollars(usage.spendCents) },
    },
  };
});
