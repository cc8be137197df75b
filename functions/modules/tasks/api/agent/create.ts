import { agentHandler } from '../../../../platform/http/agent-handler';
import { idempotent } from '../../../../platform/idempotency/idempotent';
import { expandCreationBody } from '../../../templates/use-cases/expand-creation-body';
import { templateRequests } from '../../../templates/wiring/api';
import type { Task } from '../../domain/tasks';
import { createTask } from '../../use-cases/create-task';
import { creationBody } from './creation-body';
import { createdTaskSchema, createdTaskView } from './task-views';

const responses = { 201: createdTaskSchema };

const created = (task: Task) => ({ status: 201 as const, body: createdTaskView(task) });

export const handler = agentHandler({ body: creationBody, responses })(async (request) => {
  const { agentId } = request.principal;
  return idempotent(request.headers['idempotency-key'], `tasks:${agentId}`, request.body, request.now, async (seal) => {
    const task = await expandCreationBody(templateRequests, agentId, request.body);
    return created(await createTask(agentId, task, request.now, (made) => seal(created(made))));
  });
});
