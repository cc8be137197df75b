import { decodeKeyCursor, encodeKeyCursor } from '../../../../platform/kernel/cursors';
import type { Task } from '../../tasks/domain';
import type { Report } from '../domain/reports';
import type { HeldQueuePorts } from '../ports';

/** The safety queue: HELD tasks, oldest hold first, each with its operators' reports. */
export const listHeld = async (
  deps: HeldQueuePorts,
  request: { limit: number; cursor?: string },
): Promise<{ held: { task: Task; reports: Report[] }[]; nextCursor: string | null }> => {
  const after = request.cursor === undefined ? undefined : decodeKeyCursor(request.cursor, 'held', null);
  const { tasks, last } = await deps.pageHeld({ limit: request.limit, after });
  const held = await Promise.all(tasks.map(async (task) => ({ task, reports: await deps.reports.listReports(task.task_id) })));
  return { held, nextCursor: last ? encodeKeyCursor('held', null, last) : null };
};
