import * as z from 'zod/mini';
import { toDollars } from '../../../../platform/kernel/money';
import { withMeta } from '../../../../platform/wire/meta';
import { timestamp, usd } from '../../../../platform/wire/schemas';
import type { Dispute } from '../domain';

// Marked pure, as the task views that hold them: a bundle keeps them only where its route answers a whole task.

export const appealSchema = /* @__PURE__ */ withMeta(/* @__PURE__ */ z.object({ reason: /* @__PURE__ */ z.string(), appealed_at: timestamp }), {
  id: 'Appeal',
  description: "The operator's appeal of the rejection",
});

export const disputeSchema = /* @__PURE__ */ withMeta(
  /* @__PURE__ */ z.object({
    reason: /* @__PURE__ */ withMeta(/* @__PURE__ */ z.string(), { description: 'Why the agent rejected the proof' }),
    disputed_at: timestamp,
    appeal_deadline: /* @__PURE__ */ withMeta(timestamp, {
      description: 'Until when the operator may appeal (DISPUTE_APPEAL_HOURS after the dispute)',
    }),
    appeal: /* @__PURE__ */ z.nullable(appealSchema),
    resolution: /* @__PURE__ */ withMeta(
      /* @__PURE__ */ z.nullable(
        /* @__PURE__ */ z.object({
          outcome: /* @__PURE__ */ z.enum(['refund', 'release', 'split']),
          operator_amount_usd: /* @__PURE__ */ withMeta(/* @__PURE__ */ z.nullable(usd), {
            description: 'split: what the operator received; null otherwise',
          }),
          note: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
          resolved_at: timestamp,
        }),
      ),
      { description: 'How the dispute ended; null while it is open' },
    ),
  }),
  { id: 'Dispute', description: "The agent's rejection of the proof, the operator's appeal and how it ended" },
);

/** A dispute as the agent and the operator see it: what has not happened yet is null. */
export const disputeView = (dispute: Dispute | undefined): z.output<typeof disputeSchema> | null =>
  dispute
    ? {
        reason: dispute.reason,
        disputed_at: dispute.disputed_at,
        appeal_deadline: dispute.appeal_deadline,
        appeal: dispute.appeal ?? null,
        resolution: dispute.resolution
          ? {
              outcome: dispute.resolution.outcome,
              operator_amount_usd: dispute.resolution.operator_cents === undefined ? null : toDollars(dispute.resolution.operator_cents),
              note: dispute.resolution.note ?? null,
              resolved_at: dispute.resolution.resolved_at,
            }
          : null,
      }
    : null;
