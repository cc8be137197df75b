import { decodeKeyCursor, encodeKeyCursor } from '../../../../platform/kernel/cursors';
import type { AuditEntry } from '../domain/audit';
import type { AdminAuditPorts } from '../ports';

/** The back office's audit log of admin actions, newest first. */
export const listAudit = async (
  deps: Pick<AdminAuditPorts, 'adminAudit'>,
  request: { limit: number; cursor?: string },
): Promise<{ entries: AuditEntry[]; nextCursor: string | null }> => {
  const before = request.cursor === undefined ? undefined : decodeKeyCursor(request.cursor, 'audit', null);
  const { entries, last } = await deps.adminAudit.pageAudit(request.limit, before);
  return { entries, nextCursor: last ? encodeKeyCursor('audit', null, last) : null };
};
