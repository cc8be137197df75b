import * as z from 'zod/mini';
import { withMeta } from '../../../../platform/wire/meta';
import { idParams, timestamp } from '../../../../platform/wire/schemas';
import { agentAccountOnTheWire, tier } from '../../../accounts/agents/api/agent-account';
import { suspensionOnTheWire, suspensionSchema } from '../../../accounts/agents/api/suspension-views';
import { adminHandler } from '../../../accounts/staff/wiring/admin-handler';
import { agentForStaff } from '../use-cases/agent-record';
import { agentRecordReads } from '../wiring/reads';

const responses = !import.meta.bundled && {
  200: z.object({
    agent_id: z.string(),
    name: z.string(),
    email: z.string(),
    company: z.nullable(z.string()),
    tier,
    email_verified: z.boolean(),
    completed_tasks: withMeta(z.int(), { description: 'Real tasks that ever completed (what operators see)' }),
    disputed_tasks: withMeta(z.int(), { description: 'Real tasks ever disputed (what operators see)' }),
    open_disputes: withMeta(z.int(), { description: 'Tasks of the agent DISPUTED now' }),
    created_at: timestamp,
    suspension: suspensionSchema,
    suspension_history: withMeta(
      z.array(z.object({ action: z.enum(['suspended', 'unsuspended']), at: timestamp, actor: z.string(), reason: z.string() })),
      { description: 'Its suspensions and their lifting, newest first (the last 20)' },
    ),
    safety: withMeta(
      z.object({
        refusals: withMeta(z.int(), { description: 'Requests (tasks, templates, messages) the acceptable use policy refused' }),
        holds: withMeta(z.int(), { description: "Tasks held for staff: by screening's doubt or by operators' reports" }),
        reports: withMeta(z.int(), { description: "Operators' reports on its tasks" }),
        held_now: withMeta(z.int(), { description: 'Its tasks HELD now' }),
        last_refusal: z.nullable(z.object({ category: z.string(), at: timestamp })),
      }),
      { description: 'What the acceptable use policy met of the agent since it registered' },
    ),
  }),
};

/** The back office's view of an agent: the account, its record as operators see it, its disputes open now, its suspension and history, its safety record. */
export const handler = adminHandler({ params: idParams, responses })(async ({ params }) => {
  const { agent, record, openDisputes, suspensionHistory, safety } = await agentForStaff(agentRecordReads, params.id);
  return {
    status: 200,
    body: {
      ...agentAccountOnTheWire(agent),
      completed_tasks: record.completed_tasks,
      disputed_tasks: record.disputed_tasks,
      open_disputes: openDisputes,
      created_at: agent.created_at,
      suspension: suspensionOnTheWire(agent.suspension),
      suspension_history: suspensionHistory,
      safety: {
        refusals: safety.refusals,
        holds: safety.holds,
        reports: safety.reports,
        held_now: safety.heldNow,
        last_refusal: safety.last_refusal ?? null,
      },
    },
  };
});
