import { apiHandler, callingAgent } from '../../http/api-handler';
import { getOwnedTask, photoUrls } from '../../use-cases/tasks/queries';
import { idParams } from '../../wire/schemas';
import { taskSchema, taskView } from './views';

const responses = { 200: taskSchema };

export const handler = apiHandler({ params: idParams, responses })(async (request) => {
  const task = await getOwnedTask(request.params.id, callingAgent(request).agentId);
  const view = taskView(task);
  const proof = view.proof && { ...view.proof, photo_ids: view.proof.photos, photos: await photoUrls(task.task_id, view.proof.photos) };
  return { status: 200, body: { ...view, proof } };
});
