import { idParams } from '../../../../../platform/wire/schemas';
import { agentHandler } from '../../../../accounts/agents/wiring/agent-handler';
import { getOwnedTask } from '../../use-cases/task-queries';
import { agentTaskReads } from '../../wiring/agent-task-reads';
import { agentTaskView } from './agent-task-view';
import { taskSchema } from './task-views';

const responses = !import.meta.bundled && { 200: taskSchema };

/** The task as its agent sees it, with presigned URLs of the agent's photo copies (none after a refund). */
export const handler = agentHandler({ scope: 'tasks:read', params: idParams, responses })(async (request) => ({
  status: 200,
  body: await agentTaskView(await getOwnedTask(agentTaskReads, request.params.id, request.principal.agentId)),
}));
