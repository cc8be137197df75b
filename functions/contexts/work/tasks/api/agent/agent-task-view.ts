import type { Task } from '../../domain/tasks';
import { photoUrls } from '../../use-cases/task-queries';
import { proofPhotoLinks } from '../../wiring/agent-task-reads';
import { taskView } from './task-views';

/**
 * The task as its agent sees it, with presigned URLs of the agent's photo copies (none after a refund):
 * what GET /tasks/{id} answers and the back office shows. Apart from that route's handler, so that the
 * back office's function does not link the agent routes' wrapper with it.
 */
export const agentTaskView = async (task: Task) => {
  const view = taskView(task);
  const proof = view.proof && {
    ...view.proof,
    photo_ids: view.proof.photos,
    photos: await photoUrls(proofPhotoLinks, task.task_id, view.proof.photos),
  };
  return { ...view, proof };
};
