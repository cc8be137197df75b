import * as z from 'zod';
import { KYC_STATUSES, type Operator } from '../../core/operators';
import { itemOf } from './read';

/** An operator's profile (keys.operator). */
export const operatorItem = itemOf<Operator>()({
  operator_id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().optional(),
  skills: z.array(z.string()),
  kyc_status: z.enum(KYC_STATUSES),
  // A decision without a reason is stored as null.
  kyc_reason: z
    .string()
    .nullable()
    .transform((reason) => reason ?? undefined)
    .optional(),
  kyc_decided_at: z.string().optional(),
  rating: z.number(),
  rating_sum: z.number().int().optional(),
  rating_count: z.number().int().optional(),
  tasks_completed: z.number().int().optional(),
  disputes_won: z.number().int().optional(),
  disputes_lost: z.number().int().optional(),
  disputes_split: z.number().int().optional(),
  created_at: z.string(),
  open_claims: z.set(z.string()).optional(),
});

/** The claim of an email address by one operator (keys.operatorEmail). */
export const operatorEmailItem = z.object({ operator_id: z.string() });

/** One rating an operator received (keys.operatorRating): never the agent who gave it. */
export const ratingItem = z.object({ task_id: z.string(), score: z.number().int(), comment: z.string().optional(), created_at: z.string() });
