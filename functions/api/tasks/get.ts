import { apiHandler, callingAgent } from '../../http/api-handler';
import { ownedTask } from './owned-task';
import { taskSchema, taskView } from './views';
import { idParams } from '../../wire/schemas';

const responses = { 200: taskSchema };

export const handler = apiHandler({ params: idParams, responses })(async (request) => ({
  status: 200,
  body: taskView(await ownedTask(request.params.id, callingAgent(request).agentId)),
}));
