import { decodeKeyCursor, encodeKeyCursor } from '../../../../platform/kernel/cursors';
import { type AuditEntry, BACK_OFFICE, backOfficeAuditView } from '../domain/audit';
import type { AuditPorts } from '../ports';

/** The back office's audit log of staff actions, newest first. */
export const listAudit = async (
  deps: AuditPorts,
  request: { limit: number; cursor?: string },
): Promise<{ entries: AuditEntry[]; nextCursor: string | null }> => {
  const after = request.cursor === undefined ? undefined : decodeKeyCursor(request.cursor, 'audit', null);
  const { entries, last } = await deps.audit.pageAudit(BACK_OFFICE, request.limit, after);
  return { entries: entries.map(backOfficeAuditView), nextCursor: last ? encodeKeyCursor('audit', null, last) : null };
};
