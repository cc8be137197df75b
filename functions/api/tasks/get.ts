import type { Task } from '../../core/tasks';
import { apiHandler, callingAgent } from '../../http/api-handler';
import { getOwnedTask, photoUrls } from '../../use-cases/tasks/queries';
import { idParams } from '../../wire/schemas';
import { taskSchema, taskView } from './views';

const responses = { 200: taskSchema };

/** The task as its agent sees it, with presigned URLs of the agent's photo copies (none after a refund). */
export const agentTaskView = async (task: Task) => {
  const view = taskView(task);
  const proof = view.proof && { ...view.proof, photo_ids: view.proof.photos, photos: await photoUrls(task.task_id, view.proof.photos) };
  return { ...view, proof };
};

export const handler = apiHandler({ params: idParams, responses })(async (request) => ({
  status: 200,
  body: await agentTaskView(await getOwnedTask(request.params.id, callingAgent(request).agentId)),
}));
