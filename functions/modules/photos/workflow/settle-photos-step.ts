import { withLogContext } from '../../../platform/logging/handler-context';
import { settleTaskPhotos } from '../use-cases/settle-task-photos';

/** The PhotoCleanup workflow's step. */
export const handler = withLogContext(async (event: { taskId: string }) => ({
  taskId: event.taskId,
  ...(await settleTaskPhotos(event.taskId, new Date())),
}));
