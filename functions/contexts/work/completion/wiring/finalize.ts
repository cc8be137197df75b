import { settleConsensus } from '../../batches/use-cases';
import { consensusSettlement } from '../../batches/wiring/consensus';
import type { FinalizationPorts } from '../../tasks/ports';
import { getTask } from '../../tasks/store';
import { moveTask } from '../../tasks/wiring/moves';

/** Finalization on the table: the finalize step (ProofReview's and Finalization's) and the agent's APPROVE use it. */
export const finalizer: FinalizationPorts = {
  tasks: { getTask },
  moveTask,
  settleConsensus: (task, now) => settleConsensus(consensusSettlement, task, now),
};
