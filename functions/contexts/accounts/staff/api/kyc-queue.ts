import * as z from 'zod/mini';
import { withMeta } from '../../../../platform/wire/meta';
import { cursorPageQuery, nextCursor, timestamp } from '../../../../platform/wire/schemas';
import { kycStatus } from '../../operators/api/operator-views';
import { KYC_DOCUMENT_KINDS } from '../../operators/domain';
import { listKycQueue } from '../use-cases/staff-queries';
import { adminHandler } from '../wiring/admin-handler';
import { staffReads } from '../wiring/reads';

const query = /* @__PURE__ */ z.object({
  ...cursorPageQuery,
});
const kycDocumentSchema = /* @__PURE__ */ withMeta(
  /* @__PURE__ */ z.object({
    document_id: /* @__PURE__ */ z.string(),
    kind: /* @__PURE__ */ z.enum(KYC_DOCUMENT_KINDS),
    content_type: /* @__PURE__ */ z.string(),
    uploaded_at: timestamp,
    url: /* @__PURE__ */ withMeta(/* @__PURE__ */ z.string(), { description: 'A presigned GET of the document, valid for an hour (staff only)' }),
  }),
  { id: 'KycDocument' },
);
const waiting = /* @__PURE__ */ z.object({
  operator_id: /* @__PURE__ */ z.string(),
  name: /* @__PURE__ */ z.string(),
  email: /* @__PURE__ */ z.string(),
  kyc_status: kycStatus,
  kyc_submitted_at: timestamp,
  created_at: timestamp,
  documents: /* @__PURE__ */ z.array(kycDocumentSchema),
});
const responses = !import.meta.bundled && { 200: z.object({ data: z.array(waiting), next_cursor: nextCursor }) };

/** The KYC queue: operators whose documents wait for staff, oldest submission first, with their documents (each viewing audited). */
export const handler = adminHandler({ query, responses })(async ({ query, principal, now }) => {
  const { operators, nextCursor } = await listKycQueue(staffReads, query, { actor: principal.actor, now });
  return {
    status: 200,
    body: {
      data: operators.map((operator) => ({
        operator_id: operator.operator_id,
        name: operator.name,
        email: operator.email,
        kyc_status: operator.kyc_status,
        kyc_submitted_at: operator.kyc_submitted_at!,
        created_at: operator.created_at,
        documents: operator.documents,
      })),
      next_cursor: nextCursor,
    },
  };
});
