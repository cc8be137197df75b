import * as z from 'zod/mini';
import { toDollars } from '../../../../platform/kernel/money';
import { isoDate } from '../../../../platform/kernel/zod-formats';
import { withMeta } from '../../../../platform/wire/meta';
import { timestamp, usd } from '../../../../platform/wire/schemas';
import { limitsOnTheWire } from '../domain/tiers';
import { getAgentProfile } from '../use-cases/agent-queries';
import { agentHandler } from '../wiring/agent-handler';
import { agentReads } from '../wiring/reads';
import { agentAccountOnTheWire, tier, tierLimits } from './agent-account';

const responses = !import.meta.bundled && {
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
      date: withMeta(isoDate(), { description: 'The UTC day the counters are for' }),
      tasks_created: z.int().check(z.minimum(0)),
      spend_usd: usd.check(z.minimum(0)),
    }),
  }),
};

export const handler = agentHandler({ scope: 'any-key', responses })(async (request) => {
  const { agent, usage } = await getAgentProfile(agentReads.agents, request.principal.agentId, request.now);
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
