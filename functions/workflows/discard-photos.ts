import { withLogContext } from '../logging/handler-context';
import { discardUnsubmittedPhotos } from '../use-cases/tasks/discard-unsubmitted-photos';

/** The PhotoCleanup workflow's step. */
export const handler = withLogContext(async (event: { taskId: string }) => ({
  taskId: event.taskId,
  discarded: await discardUnsubmittedPhotos(event.taskId),
}));
