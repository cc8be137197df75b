import { deleteObjects } from '../../adapters/photos/storage';
import { proofWithdrawn } from '../../core/disputes';
import type { Task } from '../../core/tasks';
import { listTaskPhotos } from '../../store/photos';

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
