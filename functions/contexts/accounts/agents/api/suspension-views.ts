import * as z from 'zod/mini';
import { withMeta } from '../../../../platform/wire/meta';
import { timestamp } from '../../../../platform/wire/schemas';
import type { Suspension } from '../domain/agents';

/** An agent's suspension as the back office sees it; null when it is not suspended. */
export const suspensionSchema = /* @__PURE__ */ withMeta(
  /* @__PURE__ */ z.nullable(
    /* @__PURE__ */ z.object({
      reason: /* @__PURE__ */ z.string(),
      suspended_at: timestamp,
      suspended_by: /* @__PURE__ */ withMeta(/* @__PURE__ */ z.string(), {
        description: "The staff member's email, or `admin-key` for the shared key",
      }),
    }),
  ),
  {
    id: 'AgentSuspension',
    description:
      'Set while staff suspend the agent: its keys and OAuth tokens then answer 403 `Agent suspended: <reason>` on every route but reading its tasks, balance and deposits; null otherwise',
  },
);

export const suspensionOnTheWire = (suspension: Suspension | undefined): z.output<typeof suspensionSchema> =>
  suspension ? { reason: suspension.reason, suspended_at: suspension.suspended_at, suspended_by: suspension.suspended_by } : null;
