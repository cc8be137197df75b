import * as z from 'zod/mini';
import { itemOf, itemSchema } from '../../../../platform/table/read-item';
import { KYC_DOCUMENT_KINDS, KYC_STATUSES, type KycDocument, type Operator } from '../domain/operators';
import { PRIOR_MEAN } from '../domain/rating';

/** An operator's profile (operatorsKeys.operator). */
export const operatorItem = itemOf<Operator>()(() => ({
  operator_id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.optional(z.string()),
  skills: z.array(z.string()),
  kyc_status: z.enum(KYC_STATUSES),
  // A decision without a reason is stored as null.
  kyc_reason: z.optional(
    z.pipe(
      z.nullable(z.string()),
      z.transform((reason) => reason ?? undefined),
    ),
  ),
  kyc_decided_at: z.optional(z.string()),
  kyc_submitted_at: z.optional(z.string()),
  // Derived from the sum and count when read (contexts/accounts/operators/store/operators-store.ts); stored only until the first rating.
  rating: z._default(z.number(), PRIOR_MEAN),
  rating_sum: z.optional(z.number().check(z.int())),
  rating_count: z.optional(z.number().check(z.int())),
  tasks_completed: z.optional(z.number().check(z.int())),
  disputes_won: z.optional(z.number().check(z.int())),
  disputes_lost: z.optional(z.number().check(z.int())),
  disputes_split: z.optional(z.number().check(z.int())),
  created_at: z.string(),
  open_claims: z.optional(z.set(z.string())),
}));

/** The claim of an email address by one operator (operatorsKeys.operatorEmail). */
export const operatorEmailItem = itemSchema(() => z.object({ operator_id: z.string() }));

/** One rating an operator received (ratingsKeys.operatorRating): never the agent who gave it. */
export const ratingItem = itemSchema(() =>
  z.object({
    task_id: z.string(),
    score: z.number().check(z.int()),
    comment: z.optional(z.string()),
    created_at: z.string(),
  }),
);

/** A KYC document (operatorsKeys.kycDocument). */
export const kycDocumentItem = itemOf<KycDocument>()(() => ({
  document_id: z.string(),
  kind: z.enum(KYC_DOCUMENT_KINDS),
  object_key: z.string(),
  content_type: z.string(),
  size_bytes: z.number().check(z.int()),
  created_at: z.string(),
}));
