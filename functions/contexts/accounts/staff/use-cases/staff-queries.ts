import { decodeKeyCursor, encodeKeyCursor } from '../../../../platform/kernel/cursors';
import { BACK_OFFICE } from '../../audit/domain';
import type { Operator } from '../../operators/domain';
import type { KycDocumentView, StaffReadPorts } from '../ports';

interface Page {
  limit: number;
  cursor?: string;
}

/**
 * Operators whose KYC documents wait for staff, oldest submission first, each with their documents
 * (presigned links). Identity documents are the most private thing the service keeps: who was shown
 * whose is in the admin audit, written before any link is handed out.
 */
export const listKycQueue = async (
  deps: Pick<StaffReadPorts, 'pageKycQueue' | 'kycDocumentsForStaff' | 'audit'>,
  request: Page,
  viewer: { actor: string; now: Date },
): Promise<{ operators: (Operator & { documents: KycDocumentView[] })[]; nextCursor: string | null }> => {
  const after = request.cursor === undefined ? undefined : decodeKeyCursor(request.cursor, 'kyc', null);
  const { operators, last } = await deps.pageKycQueue(request.limit, after);
  const withDocuments = await Promise.all(
    operators.map(async (operator) => ({ ...operator, documents: await deps.kycDocumentsForStaff(operator.operator_id) })),
  );
  await deps.audit.recordAudit(
    BACK_OFFICE,
    withDocuments
      .filter(({ documents }) => documents.length > 0)
      .map(({ operator_id, documents }) => ({
        at: viewer.now.toISOString(),
        actor: { staff: viewer.actor },
        action: 'kyc_documents_viewed' as const,
        target: operator_id,
        detail: `${documents.length} identity document${documents.length === 1 ? '' : 's'} shown: ${documents.map(({ kind }) => kind).join(', ')}`,
      })),
  );
  return { operators: withDocuments, nextCursor: last ? encodeKeyCursor('kyc', null, last) : null };
};
