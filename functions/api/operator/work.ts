import * as z from 'zod/mini';
import { TASK_STATUSES } from '../../core/tasks';
import { apiHandler, callingOperator } from '../../http/api-handler';
import { listOperatorWork } from '../../use-cases/operators/queries';
import { nextCursor, pageQuery } from '../../wire/schemas';
import { operatorTaskSchema, operatorTaskView } from './task-views';

const query = z.object({ status: z.optional(z.enum(TASK_STATUSES)), limit: pageQuery.limit, cursor: pageQuery.cursor });
const responses = { 200: z.object({ data: z.array(operatorTaskSchema), next_cursor: nextCursor }) };

/** The caller's work, from any device: the tasks of which they are the operator of record, open and ended, newest claim first. */
export const handler = apiHandler({ query, responses })(async (request) => {
  const { views, nextCursor } = await listOperatorWork(callingOperator(request).operatorId, request.query);
  return { status: 200, body: { data: views.map(operatorTaskView), next_cursor: nextCursor } };
});
