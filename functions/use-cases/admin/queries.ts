import { decodeKeyCursor, encodeKeyCursor } from '../../core/cursors';
import type { Operator } from '../../core/operators';
import type { AuditEntry } from '../../core/staff';
import type { Task } from '../../core/tasks';
import { pageAudit } from '../../store/admin';
import { pageKycQueue } from '../../store/operators';
import { pageDisputes } from '../../store/tasks';
import { kycDocumentsForStaff, type KycDocumentView } from '../operators/kyc-documents';

interface Page {
  limit: number;
  cursor?: string;
}

/** DISPUTED tasks for the back office, oldest dispute first, appealed or not as asked. */
export const listDisputes = async (request: Page & { appealed?: boolean }): Promise<{ tasks: Task[]; nextCursor: string | null }> => {
  const filter = request.appealed === undefined ? null : request.appealed ? 'true' : 'false';
  const after = request.cursor === undefined ? undefined : decodeKeyCursor(request.cursor, 'disputes', filter);
  const { tasks, last } = await pageDisputes({ appealed: request.appealed, limit: request.limit, after });
  return { tasks, nextCursor: last ? encodeKeyCursor('disputes', filter, last) : null };
};

/** The audit log, newest first. */
export const listAudit = async (request: Page): Promise<{ entries: AuditEntry[]; nextCursor: string | null }> => {
  const before = request.cursor === undefined ? undefined : decodeKeyCursor(request.cursor, 'audit', null);
  const { entries, last } = await pageAudit(request.limit, before);
  return { entries, nextCursor: last ? encodeKeyCursor('audit', null, last) : null };
};

/** Operators whose KYC documents wait for staff, oldest submission first, each with their documents. */
export const listKycQueue = async (
  request: Page,
): Promise<{ operators: (Operator & { documents: KycDocumentView[] })[]; nextCursor: string | null }> => {
  const after = request.cursor === undefined ? undefined : decodeKeyCursor(request.cursor, 'kyc', null);
  const { operators, last } = await pageKycQueue(request.limit, after);
  const withDocuments = await Promise.all(
    operators.map(async (operator) => ({ ...operator, documents: await kycDocumentsForStaff(operator.operator_id) })),
  );
  return { operators: withDocuments, nextCursor: last ? encodeKeyCursor('kyc', null, last) : null };
};
