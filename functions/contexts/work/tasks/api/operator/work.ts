import * as z from 'zod/mini';
import { nextCursor, pageQuery } from '../../../../../platform/wire/schemas';
import { operatorHandler } from '../../../../accounts/operators/wiring/operator-handler';
import { TASK_STATUSES } from '../../domain/tasks';
import { listOperatorWork } from '../../use-cases/operator-task-queries';
import { operatorTaskReads } from '../../wiring/operator-task-reads';
import { operatorTaskSchema, operatorTaskView } from './operator-task-views';

const query = z.object({ status: z.optional(z.enum(TASK_STATUSES)), limit: pageQuery.limit, cursor: pageQuery.cursor });
const responses = !import.meta.bundled && { 200: z.object({ data: z.array(operatorTaskSchema), next_cursor: nextCursor }) };

/** The caller's work, from any device: the tasks of which they are the operator of record, open and ended, newest claim first. */
export const handler = operatorHandler({ query, responses })(async (request) => {
  const { views, nextCursor } = await listOperatorWork(operatorTaskReads, request.principal.operatorId, request.query);
  return { status: 200, body: { data: views.map(operatorTaskView), next_cursor: nextCursor } };
});
