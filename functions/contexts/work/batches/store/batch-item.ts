import * as z from 'zod/mini';
import { cents, itemSchema } from '../../../../platform/table/read-item';

/** A batch item (batchesKeys.batch) as the store reads it back. */
export const batchItem = /* @__PURE__ */ itemSchema(() =>
  z.object({
    batch_id: z.string(),
    agent_id: z.string(),
    task_ids: z.array(z.string()),
    consensus: z.optional(z.object({ field: z.string(), min_agreement: z.number().check(z.int()) })),
    total_escrow_cents: cents(),
    sandbox: z.boolean(),
    created_at: z.string(),
    consensus_reached_at: z.optional(z.string()),
  }),
);
