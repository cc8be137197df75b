import * as z from 'zod';
import { toDollars } from '../../core/money';
import type { Dispute } from '../../core/tasks';
import { timestamp, usd } from '../../wire/schemas';

export const appealSchema = z
  .object({ reason: z.string(), appealed_at: timestamp })
  .meta({ id: 'Appeal', description: "The operator's appeal of the rejection" });

export const disputeSchema = z
  .object({
    reason: z.string().meta({ description: 'Why the agent rejected the proof' }),
    disputed_at: timestamp,
    appeal_deadline: timestamp.meta({ description: 'Until when the operator may appeal (DISPUTE_APPEAL_HOURS after the dispute)' }),
    appeal: appealSchema.nullable(),
    resolution: z
      .object({
        outcome: z.enum(['refund', 'release', 'split']),
        operator_amount_usd: usd.nullable().meta({ description: 'split: what the operator received; null otherwise' }),
        note: z.string().nullable(),
        resolved_at: timestamp,
      })
      .nullable()
      .meta({ description: 'How the dispute ended; null while it is open' }),
  })
  .meta({ id: 'Dispute', description: "The agent's rejection of the proof, the operator's appeal and how it ended" });

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
