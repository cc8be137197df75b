import * as z from 'zod/mini';
import { withMeta } from '../../../../../platform/wire/meta';
import { idParams, timestamp } from '../../../../../platform/wire/schemas';
import { operatorHandler } from '../../../../accounts/operators/wiring/operator-handler';
import { startTask } from '../../use-cases/start-task';
import { taskActions } from '../../wiring/actions';
import { taskStatus } from '../task-status-views';

const body = z.object({
  location: withMeta(
    z.optional(
      z.object({
        lat: z.number().check(z.minimum(-90), z.maximum(90)),
        lng: z.number().check(z.minimum(-180), z.maximum(180)),
        accuracy_m: withMeta(z.optional(z.number().check(z.minimum(0), z.maximum(100_000))), { description: "The position's accuracy in metres" }),
      }),
    ),
    { description: "Where the device is at start (a check-in): the agent's view then shows start_distance_km" },
  ),
});
const responses = !import.meta.bundled && { 200: z.object({ task_id: z.string(), status: taskStatus, started_at: timestamp }) };

export const handler = operatorHandler({ body, params: idParams, responses })(async (request) => {
  const task = await startTask(taskActions, request.params.id, request.principal.operatorId, request.now, request.body.location);
  return { status: 200, body: { task_id: task.task_id, status: task.status, started_at: task.started_at! } };
});
