import { z } from 'zod';
import { TASK_STATUSES } from '../../core/tasks';
import { apiHandler, callingAgent } from '../../http/api-handler';
import { listOwnedTasks } from '../../use-cases/tasks/queries';
import { pagination } from '../../wire/schemas';
import { taskSchema, taskView } from './views';

const query = z.object({
  status: z.enum(TASK_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
});
const responses = { 200: z.object({ data: z.array(taskSchema), pagination }) };

export const handler = apiHandler({ query, responses })(async (request) => {
  const { status, limit, offset } = request.query;
  const { tasks, total } = await listOwnedTasks(callingAgent(request).agentId, { status, limit, offset });
  return { status: 200, body: { data: tasks.map(taskView), pagination: { limit, offset, total } } };
});
