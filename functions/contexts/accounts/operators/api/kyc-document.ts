import * as z from 'zod/mini';
import { MAX_PHOTO_BYTES, PHOTO_CONTENT_TYPES } from '../../../../platform/kernel/uploads';
import { withMeta } from '../../../../platform/wire/meta';
import { timestamp } from '../../../../platform/wire/schemas';
import { KYC_DOCUMENT_KINDS } from '../domain/operators';
import { requestKycUpload } from '../use-cases/kyc-documents';
import { kycDocuments } from '../wiring/kyc';
import { operatorHandler } from '../wiring/operator-handler';

const sizeError = `must be an integer from 1 to ${MAX_PHOTO_BYTES} (10 MiB)`;
const body = z.object({
  kind: z.enum(KYC_DOCUMENT_KINDS, { error: `must be one of ${KYC_DOCUMENT_KINDS.join(', ')}` }),
  content_type: z.enum(PHOTO_CONTENT_TYPES, { error: `must be one of ${PHOTO_CONTENT_TYPES.join(', ')}` }),
  size_bytes: z
    .number({ error: sizeError })
    .check(z.int({ error: sizeError }), z.minimum(1, { error: sizeError }), z.maximum(MAX_PHOTO_BYTES, { error: sizeError })),
});
const responses = !import.meta.bundled && {
  201: z.object({
    document_id: z.string(),
    upload: withMeta(z.object({ url: z.string(), fields: z.record(z.string(), z.string()) }), {
      description: 'POST multipart/form-data to `url`: every entry of `fields`, then the file as `file`',
    }),
    expires_at: timestamp,
  }),
};

/** One identity document (ID front or back, selfie): an S3 presigned POST into the private KYC prefix, like a photo upload. */
export const handler = operatorHandler({ body, responses })(async (request) => {
  const { documentId, upload, expiresAt } = await requestKycUpload(
    kycDocuments,
    request.principal.operatorId,
    { kind: request.body.kind, contentType: request.body.content_type, sizeBytes: request.body.size_bytes },
    request.now,
  );
  return { status: 201, body: { document_id: documentId, upload, expires_at: expiresAt } };
});
