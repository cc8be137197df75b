import { apiHandler, callingAgent } from '../../http/api-handler';
import { ownedTask } from './owned-task';
import { taskParams } from './params';
import { taskView } from './views';

export const handler = apiHandler({ params: taskParams }, async (request) => ({
  status: 200,
  body: taskView(await ownedTask(request.params.id, callingAgent(request).agentId)),
}));
