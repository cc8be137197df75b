import { withLogContext } from '../../../../platform/logging/handler-context';
import { settleTaskPhotos } from '../use-cases/settle-task-photos';
import { endedTaskPhotos } from '../wiring/photo-cleanup';

/** The PhotoCleanup workflow's step. */
export const handler = withLogContext(async (event: { taskId: string }) => ({
  taskId: event.taskId,
  ...(await settleTaskPhotos(endedTaskPhotos, event.taskId, new Date())),
}));
