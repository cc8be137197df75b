import { errors } from '../../core/errors';
import { apiHandler, callingAgent } from '../../http/api-handler';
import { getTask } from '../../store/tasks';
import { taskParams } from './params';
import { taskSchema, taskView } from './views';

const responses = { 200: taskSchema };

export const handler = apiHandler({ params: taskParams, responses })(async (request) => {
  const task = await getTask(request.params.id);
  // Another agent's task does not exist for the caller.
  if (!task || task.agent_id !== callingAgent(request).agentId) throw errors.taskNotFound();
  return { status: 200, body: taskView(task) };
});
