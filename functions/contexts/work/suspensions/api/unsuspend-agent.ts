import * as z from 'zod/mini';
import { idParams } from '../../../../platform/wire/schemas';
import { suspensionOnTheWire, suspensionSchema } from '../../../accounts/agents/api/suspension-views';
import { adminHandler } from '../../../accounts/staff/wiring/admin-handler';
import { unsuspendAgent } from '../use-cases';
import { unsuspensions } from '../wiring/unsuspend';

const responses = !import.meta.bundled && { 200: z.object({ agent_id: z.string(), suspension: suspensionSchema }) };

/** The back office lifts an agent's suspension; an agent that is not suspended answers 200 as it is. */
export const handler = adminHandler({ params: idParams, responses })(async ({ params, principal, now }) => {
  const agent = await unsuspendAgent(unsuspensions, params.id, principal.actor, now);
  return { status: 200, body: { agent_id: agent.agent_id, suspension: suspensionOnTheWire(agent.suspension) } };
});
