import { deleteObjects } from '../../../adapters/photos/storage';
import { listTaskPhotos } from '../../photos/store/photos-store';
import type { Task } from '../../tasks/domain/tasks';
import { proofWithdrawn } from '../domain/disputes';

/**
 * A dispute that ended in a refund takes the proof back from the agent: its view already shows
 * none (core/disputes: proofWithdrawn), and deleting the agent's copies makes every photo URL
 * handed out before answer 404. The operator's originals (the evidence copies) stay private for
 * the back office. Harmless to repeat: the ended task's photo settling does it again.
 */
export const withdrawRefundedProof = async (task: Task): Promise<void> => {
  if (!proofWithdrawn(task)) return;
  const copies = (await listTaskPhotos(task.task_id)).flatMap((photo) => (photo.agent_key ? [photo.agent_key] : []));
  if (copies.length) await deleteObjects(copies);
};
