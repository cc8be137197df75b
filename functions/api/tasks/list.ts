import * as z from 'zod/mini';
import { TASK_STATUSES } from '../../core/tasks';
import { apiHandler, callingAgent } from '../../http/api-handler';
import { listOwnedTasks } from '../../use-cases/tasks/queries';
import { nextCursor, pageQuery, pagination } from '../../wire/schemas';
import { taskSchema, taskView } from './views';

const query = z.object({ status: z.optional(z.enum(TASK_STATUSES)), ...pageQuery });
const responses = { 200: z.object({ data: z.array(taskSchema), pagination, next_cursor: nextCursor }) };

export const handler = apiHandler({ query, responses })(async (request) => {
  const { tasks, pagination, nextCursor } = await listOwnedTasks(callingAgent(request).agentId, request.query);
  return { status: 200, body: { data: tasks.map(taskView), pagination, next_cursor: nextCursor } };
});
