import { decodeKeyCursor, encodeKeyCursor } from '../../../../platform/kernel/cursors';
import { errors } from '../../../../platform/kernel/errors';
import type { AgentSafetyRecord } from '../../../work/safety/domain';
import type { Task } from '../../../work/tasks/domain';
import type { Agent, SuspensionEvent } from '../../agents/domain';
import type { Operator } from '../../operators/domain';
import type { AgentRecord, KycDocumentView, StaffReadPorts } from '../ports';

interface Page {
  limit: number;
  cursor?: string;
}

/** DISPUTED tasks for the back office, oldest dispute first, appealed or not as asked. */
export const listDisputes = async (
  deps: Pick<StaffReadPorts, 'pageDisputes'>,
  request: Page & { appealed?: boolean },
): Promise<{ tasks: Task[]; nextCursor: string | null }> => {
  const filter = request.appealed === undefined ? null : request.appealed ? 'true' : 'false';
  const after = request.cursor === undefined ? undefined : decodeKeyCursor(request.cursor, 'disputes', filter);
  const { tasks, last } = await deps.pageDisputes({ appealed: request.appealed, limit: request.limit, after });
  return { tasks, nextCursor: last ? encodeKeyCursor('disputes', filter, last) : null };
};

/**
 * Operators whose KYC documents wait for staff, oldest submission first, each with their documents
 * (presigned links). Identity documents are the most private thing the service keeps: who was shown
 * whose is in the admin audit, written before any link is handed out.
 */
export const listKycQueue = async (
  deps: Pick<StaffReadPorts, 'pageKycQueue' | 'kycDocumentsForStaff' | 'adminAudit'>,
  request: Page,
  viewer: { actor: string; now: Date },
): Promise<{ operators: (Operator & { documents: KycDocumentView[] })[]; nextCursor: string | null }> => {
  const after = request.cursor === undefined ? undefined : decodeKeyCursor(request.cursor, 'kyc', null);
  const { operators, last } = await deps.pageKycQueue(request.limit, after);
  const withDocuments = await Promise.all(
    operators.map(async (operator) => ({ ...operator, documents: await deps.kycDocumentsForStaff(operator.operator_id) })),
  );
  await deps.adminAudit.recordAudit(
    withDocuments
      .filter(({ documents }) => documents.length > 0)
      .map(({ operator_id, documents }) => ({
        at: viewer.now.toISOString(),
        actor: viewer.actor,
        action: 'kyc_documents_viewed' as const,
        target: operator_id,
        detail: `${documents.length} identity document${documents.length === 1 ? '' : 's'} shown: ${documents.map(({ kind }) => kind).join(', ')}`,
      })),
  );
  return { operators: withDocuments, nextCursor: last ? encodeKeyCursor('kyc', null, last) : null };
};

/** A photo of the proof as the operator uploaded it (the evidence copy), for staff only. */
export interface OriginalPhoto {
  photo_id: string;
  content_type: string;
  captured_at?: string;
  /** A presigned GET of the original: never handed to the agent (a refund withdraws even their copies). */
  url: string;
}

/**
 * A task as the back office judges its dispute: the task itself, and the operator's original photos
 * (the evidence copies the Guardian reviewed, which nothing can overwrite) in submission order.
 */
export const taskForStaff = async (
  deps: Pick<StaffReadPorts, 'getTask' | 'getTaskPhotos' | 'presignDownload'>,
  taskId: string,
): Promise<{ task: Task; originals: OriginalPhoto[] }> => {
  const task = await deps.getTask(taskId);
  if (!task) throw errors.taskNotFound();
  const photos = await deps.getTaskPhotos(taskId, task.proof?.photos ?? []);
  const originals = await Promise.all(
    photos.map(async (photo) => ({
      photo_id: photo.photo_id,
      content_type: photo.content_type,
      ...(photo.capture ? { captured_at: photo.capture.captured_at } : {}),
      url: await deps.presignDownload(photo.evidence_key ?? photo.object_key),
    })),
  );
  return { task, originals };
};

/** The steps of an agent's suspension history the back office shows (the newest). */
const SUSPENSION_HISTORY_SHOWN = 20;

/**
 * What the back office sees of an agent: the account, its record as operators see it, its disputes
 * open now, its suspension history, and its safety record (refusals, holds, reports) with the
 * tasks held now.
 */
export const agentForStaff = async (
  deps: Pick<StaffReadPorts, 'getAgent' | 'getAgentRecords' | 'countAgentTasks' | 'listSuspensionEvents' | 'getSafetyRecord'>,
  agentId: string,
): Promise<{
  agent: Agent;
  record: AgentRecord;
  openDisputes: number;
  suspensionHistory: SuspensionEvent[];
  safety: AgentSafetyRecord & { heldNow: number };
}> => {
  const agent = await deps.getAgent(agentId);
  if (!agent) throw errors.agentNotFound();
  const [records, openDisputes, suspensionHistory, safety, heldNow] = await Promise.all([
    deps.getAgentRecords([agentId]),
    deps.countAgentTasks(agentId, 'DISPUTED'),
    deps.listSuspensionEvents(agentId, SUSPENSION_HISTORY_SHOWN),
    deps.getSafetyRecord(agentId),
    deps.countAgentTasks(agentId, 'HELD'),
  ]);
  return {
    agent,
    record: records.get(agentId) ?? { completed_tasks: 0, disputed_tasks: 0 },
    openDisputes,
    suspensionHistory,
    safety: { ...safety, heldNow },
  };
};
