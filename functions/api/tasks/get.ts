import { apiHandler, callingAgent } from '../../http/api-handler';
import { getOwnedTask } from '../../use-cases/tasks/queries';
import { idParams } from '../../wire/schemas';
import { taskSchema, taskView } from './views';

const responses = { 200: taskSchema };

export const handler = apiHandler({ params: idParams, responses })(async (request) => ({
  status: 200,
  body: taskView(await getOwnedTask(request.params.id, callingAgent(request).agentId)),
}));
