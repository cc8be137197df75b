import { listOpenTasks as queryOpenTasks } from '../../store/tasks';
import type { TaskType } from '../../core/tasks';

/** Tasks operators can claim: PENDING, real (never sandbox) and before their deadline; newest first. Reads only. */
export const listOpenTasks = (filter: { taskType?: TaskType; limit: number; offset: number }, now: Date) => queryOpenTasks({ ...filter, now });
