import { proofWithdrawn } from '../domain/disputes';
import type { Task } from '../domain/tasks';
import type { ProofWithdrawalPorts } from '../ports';

/**
 * A dispute that ended in a refund takes the proof back from the agent: its view already shows
 * none (domain/disputes: proofWithdrawn), and deleting the agent's copies makes every photo URL
 * handed out before answer 404. The operator's originals (the evidence copies) stay private for
 * the back office. Harmless to repeat: the ended task's photo settling does it again.
 */
export const withdrawRefundedProof = async (deps: ProofWithdrawalPorts, task: Task): Promise<void> => {
  if (!proofWithdrawn(task)) return;
  const copies = await deps.photos.listAgentCopies(task.task_id);
  if (copies.length) await deps.photos.deleteObjects(copies);
};
