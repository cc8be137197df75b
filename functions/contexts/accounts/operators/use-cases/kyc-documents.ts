import { newId } from '../../../../platform/kernel/secrets';
import { type PresignedUpload, UPLOAD_TTL_SECONDS } from '../../../../platform/kernel/uploads';
import { type KycDocument, type KycDocumentKind, kycDocumentKey, REQUIRED_KYC_DOCUMENTS } from '../domain/operators';
import { operatorErrors } from '../errors';
import type { KycPorts } from '../ports';

export interface KycUpload {
  documentId: string;
  upload: PresignedUpload;
  expiresAt: string;
}

/**
 * An operator asks to upload one identity document:
 * 1. any registered operator whose KYC is not approved yet (approved: nothing more to check, 409);
 * 2. the document is recorded under its kind (a new ID front replaces the last one), and an S3 POST
 *    form returned whose policy pins its key (under the private kyc/ prefix), type and exact size.
 */
export const requestKycUpload = async (
  deps: KycPorts,
  operatorId: string,
  request: { kind: KycDocumentKind; contentType: string; sizeBytes: number },
  now: Date,
): Promise<KycUpload> => {
  const operator = await deps.store.getOperator(operatorId);
  if (!operator) throw operatorErrors.operatorNotFound();
  if (operator.kyc_status === 'APPROVED') throw operatorErrors.kycAlreadyApproved();
  const documentId = newId('doc');
  const objectKey = kycDocumentKey(operatorId, documentId);
  await deps.store.putKycDocument(operatorId, {
    document_id: documentId,
    kind: request.kind,
    object_key: objectKey,
    content_type: request.contentType,
    size_bytes: request.sizeBytes,
    created_at: now.toISOString(),
  });
  const upload = await deps.objects.presignUpload(objectKey, request.contentType, request.sizeBytes);
  return { documentId, upload, expiresAt: new Date(now.getTime() + UPLOAD_TTL_SECONDS * 1000).toISOString() };
};

/**
 * The operator submits their documents for the back office's check:
 * 1. an ID front and a selfie must have been asked for and have arrived in the bucket (else 400 naming what is missing);
 * 2. KYC becomes PENDING and the operator joins the queue, oldest submission first; an approved operator cannot submit (409).
 */
export const submitKycDocuments = async (deps: KycPorts, operatorId: string, now: Date): Promise<void> => {
  const operator = await deps.store.getOperator(operatorId);
  if (!operator) throw operatorErrors.operatorNotFound();
  if (operator.kyc_status === 'APPROVED') throw operatorErrors.kycAlreadyApproved();
  const documents = await deps.store.listKycDocuments(operatorId);
  const arrived = await Promise.all(
    documents.map(async (document) => ((await deps.objects.exists(document.object_key)) ? document.kind : undefined)),
  );
  const missing = REQUIRED_KYC_DOCUMENTS.filter((kind) => !arrived.includes(kind));
  if (missing.length) throw operatorErrors.kycDocumentsMissing(missing.join(', '));
  if (!(await deps.store.submitKyc(operatorId, now.toISOString()))) throw operatorErrors.kycAlreadyApproved();
};

export interface KycDocumentView {
  document_id: string;
  kind: KycDocumentKind;
  content_type: string;
  uploaded_at: string;
  /** A presigned GET, handed to staff only (admin routes). */
  url: string;
}

/** An operator's documents as staff see them: each with a presigned GET. */
export const kycDocumentsForStaff = async (deps: KycPorts, operatorId: string): Promise<KycDocumentView[]> => {
  const documents: KycDocument[] = await deps.store.listKycDocuments(operatorId);
  return Promise.all(
    documents.map(async (document) => ({
      document_id: document.document_id,
      kind: document.kind,
      content_type: document.content_type,
      uploaded_at: document.created_at,
      url: await deps.objects.presignDownload(document.object_key),
    })),
  );
};
