import * as z from 'zod/mini';
import { operatorHandler } from '../../../../platform/http/operator-handler';
import { idParams, taskStatus, timestamp } from '../../../../platform/wire/schemas';
import { startTask } from '../../use-cases/start-task';

const responses = { 200: z.object({ task_id: z.string(), status: taskStatus, started_at: timestamp }) };

export const handler = operatorHandler({ params: idParams, responses })(async (request) => {
  const task = await startTask(request.params.id, request.principal.operatorId, request.now);
  return { status: 200, body: { task_id: task.task_id, status: task.status, started_at: task.started_at! } };
});
