import { idParams } from '../../../../../platform/wire/schemas';
import { agentHandler } from '../../../../accounts/agents/wiring/agent-handler';
import type { Task } from '../../domain/tasks';
import { getOwnedTask, photoUrls } from '../../use-cases/task-queries';
import { agentTaskReads, proofPhotoLinks } from '../../wiring/agent-task-reads';
import { taskSchema, taskView } from './task-views';

const responses = { 200: taskSchema };

/** The task as its agent sees it, with presigned URLs of the agent's photo copies (none after a refund). */
export const agentTaskView = async (task: Task) => {
  const view = taskView(task);
  const proof = view.proof && {
    ...view.proof,
    photo_ids: view.proof.photos,
    photos: await photoUrls(proofPhotoLinks, task.task_id, view.proof.photos),
  };
  return { ...view, proof };
};

export const handler = agentHandler({ scope: 'tasks:read', params: idParams, responses })(async (request) => ({
  status: 200,
  body: await agentTaskView(await getOwnedTask(agentTaskReads, request.params.id, request.principal.agentId)),
}));
