/** The back office's task queries: the dispute queue and one task as staff judge its dispute. Reads only. */
import { decodeKeyCursor, encodeKeyCursor } from '../../../../platform/kernel/cursors';
import type { Task } from '../domain/tasks';
import { taskErrors } from '../errors';
import type { StaffTaskReadPorts } from '../ports';

interface Page {
  limit: number;
  cursor?: string;
}

/** DISPUTED tasks for the back office, oldest dispute first, appealed or not as asked. */
export const listDisputes = async (
  deps: Pick<StaffTaskReadPorts, 'pageDisputes'>,
  request: Page & { appealed?: boolean },
): Promise<{ tasks: Task[]; nextCursor: string | null }> => {
  const filter = request.appealed === undefined ? null : request.appealed ? 'true' : 'false';
  const after = request.cursor === undefined ? undefined : decodeKeyCursor(request.cursor, 'disputes', filter);
  const { tasks, last } = await deps.pageDisputes({ appealed: request.appealed, limit: request.limit, after });
  return { tasks, nextCursor: last ? encodeKeyCursor('disputes', filter, last) : null };
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
  deps: Pick<StaffTaskReadPorts, 'getTask' | 'getTaskPhotos' | 'presignDownload'>,
  taskId: string,
): Promise<{ task: Task; originals: OriginalPhoto[] }> => {
  const task = await deps.getTask(taskId);
  if (!task) throw taskErrors.taskNotFound();
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
