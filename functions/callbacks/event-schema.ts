import { z } from 'zod';
import { taskStatus, timestamp } from '../api/wire';

/**
 * The body of every callback POST (interface spec, "Events"). openapi.yaml documents it as the
 * `taskStatusChanged` webhook from here; the sender's payload should be typed by it.
 */
export const callbackEvent = z
  .object({
    event: z.literal('task.status_changed'),
    task_id: z.string(),
    status: taskStatus.meta({ description: 'The new status' }),
    previous_status: taskStatus,
    timestamp: timestamp.meta({ description: 'When the status changed' }),
  })
  .meta({ id: 'CallbackEvent', description: 'One status change of a task; task_id and status together identify it' });

export type CallbackEvent = z.output<typeof callbackEvent>;
