import { withLogContext } from '../../../platform/logging/handler-context';
import { finalizeTask } from '../use-cases/finalize-task';
import { finalizer } from '../wiring/finalize';

/** The Finalization workflow's step. */
export const handler = withLogContext(async (event: { taskId: string }) => {
  const task = await finalizeTask(finalizer, event.taskId, new Date());
  return { taskId: event.taskId, status: task?.status ?? null };
});
