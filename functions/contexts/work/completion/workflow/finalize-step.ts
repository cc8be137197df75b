import { withLogContext } from '../../../../platform/logging/handler-context';
import { finalizeTask } from '../../tasks/use-cases';
import { finalizer } from '../wiring/finalize';

/** The finalize step: Finalization's, and ProofReview's once its review verified the task. */
export const handler = withLogContext(async (event: { taskId: string }) => {
  const task = await finalizeTask(finalizer, event.taskId, new Date());
  return { taskId: event.taskId, status: task?.status ?? null };
});
