import * as z from 'zod/mini';
import { toDollars } from '../../../../platform/kernel/money';
import { withMeta } from '../../../../platform/wire/meta';
import { idParams, usd } from '../../../../platform/wire/schemas';
import { suspensionOnTheWire, suspensionSchema } from '../../../accounts/agents/api/suspension-views';
import { adminHandler } from '../../../accounts/staff/wiring/admin-handler';
import { CANCELLED_ON_SUSPENSION } from '../../tasks/domain';
import { suspendAgent } from '../use-cases';
import { suspensions } from '../wiring/api';

const body = z.object({
  reason: withMeta(z.string().check(z.trim(), z.minLength(1), z.maxLength(500)), {
    description: 'Why, in words the agent’s owner reads (the mail and every refused request quote it)',
  }),
});
const responses = !import.meta.bundled && {
  200: z.object({
    agent_id: z.string(),
    suspension: suspensionSchema,
    cancelled: withMeta(z.array(z.object({ task_id: z.string(), refunded_usd: usd })), {
      description: `The tasks this call cancelled (${CANCELLED_ON_SUSPENSION.join(', ')}), each with its whole escrow refunded`,
    }),
  }),
};

/**
 * The back office suspends an agent. Suspending a suspended agent answers 200 with the suspension as
 * it stands (its first reason) and cancels whatever open work is left: a call that failed half-way is
 * finished by calling it again.
 */
export const handler = adminHandler({ params: idParams, body, responses })(async ({ params, body, principal, now }) => {
  const { agent, cancelled } = await suspendAgent(suspensions, params.id, body.reason, principal.actor, now);
  return {
    status: 200,
    body: {
      agent_id: agent.agent_id,
      suspension: suspensionOnTheWire(agent.suspension),
      cancelled: cancelled.map((task) => ({ task_id: task.task_id, refunded_usd: toDollars(task.refunded_cents ?? 0) })),
    },
  };
});
