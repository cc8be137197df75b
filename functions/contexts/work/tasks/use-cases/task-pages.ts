import { type CursorScope, decodeCursor, encodeCursor } from '../../../../platform/kernel/cursors';
import type { Task } from '../domain/tasks';
import { taskErrors } from '../errors';
import type { PageStart, TaskPage } from '../ports';

/** What a client asks of a task list: a page size, and either an offset or a cursor (from a previous page). */
export interface PageRequest {
  limit: number;
  offset: number;
  cursor?: string;
}

interface ListedPage {
  tasks: Task[];
  pagination: { limit: number; offset: number; total: number };
  /** Opens the page after this one; null on the last page. */
  nextCursor: string | null;
}

/**
 * Pages through a task list by offset or by cursor. Without a cursor, the page is read from
 * `offset` and the total counted (in parallel); with one, reading starts after its position and
 * the offset and total come from the cursor, so the page reads about `limit` entries and counts
 * nothing. An offset beside a cursor is refused rather than silently dropped: the two would
 * disagree about where the page starts. Either way the answer carries the cursor of the next page.
 */
export const pageThrough = async (
  request: PageRequest,
  scope: CursorScope,
  read: { page: (start: PageStart) => Promise<TaskPage>; count: () => Promise<number> },
): Promise<ListedPage> => {
  const { limit, cursor } = request;
  let page: TaskPage;
  let offset: number;
  let total: number;
  if (cursor === undefined) {
    offset = request.offset;
    [page, total] = await Promise.all([read.page({ limit, offset }), read.count()]);
  } else {
    if (request.offset !== 0) throw taskErrors.cursorWithOffset();
    const state = decodeCursor(cursor, scope);
    ({ offset, total } = state);
    page = await read.page({ limit, offset: 0, after: state.after });
  }
  return {
    tasks: page.tasks,
    pagination: { limit, offset, total },
    nextCursor: page.next ? encodeCursor(scope, { after: page.next, offset: offset + page.tasks.length, total }) : null,
  };
};
