import * as z from 'zod/mini';
import { itemSchema } from '../../../../platform/table/read-item';

/** An agent's safety record (safetyKeys.agentSafetyRecord): counters that start absent. */
export const safetyRecordItem = itemSchema(() =>
  z.object({
    refusals: z._default(z.number().check(z.int()), 0),
    holds: z._default(z.number().check(z.int()), 0),
    reports: z._default(z.number().check(z.int()), 0),
    last_refusal_category: z.optional(z.string()),
    last_refusal_at: z.optional(z.string()),
  }),
);
