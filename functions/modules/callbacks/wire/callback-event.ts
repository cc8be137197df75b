import * as z from 'zod/mini';
import { withMeta } from '../../../platform/wire/meta';
import { taskStatus, timestamp } from '../../../platform/wire/schemas';

/**
 * The body of every callback POST (docs/api-guide.md, "Callbacks"): the sender writes it with
 * callbackBody (./callback-body.ts), and openapi.yaml documents it as the `taskStatusChanged` webhook.
 */
export const callbackEvent = withMeta(
  z.object({
    event: z.literal('task.status_changed'),
    task_id: z.string(),
    status: withMeta(taskStatus, { description: 'The new status' }),
    previous_status: taskStatus,
    timestamp: withMeta(timestamp, { description: 'When the status changed' }),
  }),
  { id: 'CallbackEvent', description: 'One status change of a task; task_id and status together identify it' },
);

export type CallbackEvent = z.output<typeof callbackEvent>;
