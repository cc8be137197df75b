import * as z from 'zod/mini';
import { withMeta } from '../../../../platform/wire/meta';
import { usd } from '../../../../platform/wire/schemas';
import { TIER_NAMES } from '../domain';
import type { Agent } from '../domain/agents';

/** An agent's account as every view of it starts (the agent's own, the back office's). */
export const agentAccountOnTheWire = (agent: Agent) => ({
  agent_id: agent.agent_id,
  name: agent.name,
  email: agent.email,
  company: agent.company ?? null,
  tier: agent.tier,
  email_verified: agent.email_verified,
});

export const tier = withMeta(z.enum(TIER_NAMES), { id: 'Tier' });

export const tierLimits = /* @__PURE__ */ withMeta(
  /* @__PURE__ */ z.object({ maxDailyTasks: /* @__PURE__ */ z.int(), maxTaskValue: usd, maxDailySpend: usd }),
  {
    id: 'Limits',
    description: "A tier's limits; daily ones reset at midnight UTC",
  },
);
