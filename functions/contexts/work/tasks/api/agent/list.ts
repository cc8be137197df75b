import * as z from 'zod/mini';
import { nextCursor, pageQuery, pagination } from '../../../../../platform/wire/schemas';
import { agentHandler } from '../../../../accounts/agents/wiring/agent-handler';
import { TASK_STATUSES } from '../../domain/tasks';
import { listOwnedTasks } from '../../use-cases/task-queries';
import { agentTaskReads } from '../../wiring/agent-task-reads';
import { taskSchema, taskView } from './task-views';

const query = z.object({ status: z.optional(z.enum(TASK_STATUSES)), ...pageQuery });
const responses = !import.meta.bundled && { 200: z.object({ data: z.array(taskSchema), pagination, next_cursor: nextCursor }) };

export const handler = agentHandler({ scope: 'tasks:read', query, responses })(async (request) => {
  const { tasks, pagination, nextCursor } = await listOwnedTasks(agentTaskReads, request.principal.agentId, request.query);
  return { status: 200, body: { data: tasks.map(taskView), pagination, next_cursor: nextCursor } };
});
