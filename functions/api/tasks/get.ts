import { apiHandler, callingAgent } from '../../http/api-handler';
import { ownedTask } from './owned-task';
import { taskParams } from './params';
import { taskSchema, taskView } from './views';

const responses = { 200: taskSchema };

export const handler = apiHandler({ params: taskParams, responses })(async (request) => ({
  status: 200,
  body: taskView(await ownedTask(request.params.id, callingAgent(request).agentId)),
}));
