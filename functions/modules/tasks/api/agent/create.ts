import { agentHandler } from '../../../../platform/http/agent-handler';
import { idempotent } from '../../../../platform/idempotency/idempotent';
import type { Task } from '../../domain/tasks';
import { createTask } from '../../use-cases/create-task';
import { taskRequestBody, taskRequestOf } from './task-request';
import { createdTaskSchema, createdTaskView } from './task-views';

const responses = { 201: createdTaskSchema };

const created = (task: Task) => ({ status: 201 as const, body: createdTaskView(task) });

export const handler = agentHandler({ body: taskRequestBody, responses })(async (request) => {
  const { agentId } = request.principal;
  return idempotent(request.headers['idempotency-key'], `tasks:${agentId}`, request.body, request.now, async (seal) =>
    created(await createTask(agentId, taskRequestOf(request.body), request.now, (task) => seal(created(task)))),
  );
});
