import * as z from 'zod/mini';
import { toDollars } from '../../../../platform/kernel/money';
import { withMeta } from '../../../../platform/wire/meta';
import { timestamp, usd } from '../../../../platform/wire/schemas';
import type { Dispute } from '../domain';

export const appealSchema = withMeta(z.object({ reason: z.string(), appealed_at: timestamp }), {
  id: 'Appeal',
  description: "The operator's appeal of the rejection",
});

export const disputeSchema = withMeta(
  z.object({
    reason: withMeta(z.string(), { description: 'Why the agent rejected the proof' }),
    disputed_at: timestamp,
    appeal_deadline: withMeta(timestamp, { description: 'Until when the operator may appeal (DISPUTE_APPEAL_HOURS after the dispute)' }),
    appeal: z.nullable(appealSchema),
    resolution: withMeta(
      z.nullable(
        z.object({
          outcome: z.enum(['refund', 'release', 'split']),
          operator_amount_usd: withMeta(z.nullable(usd), { description: 'split: what the operator received; null otherwise' }),
          note: z.nullable(z.string()),
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
