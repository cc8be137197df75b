import { settleConsensus } from '../../batches/use-cases';
import { consensusSettlement } from '../../batches/wiring/consensus';
import type { FinalizationPorts } from '../ports';
import { getTask } from '../store/tasks-store';
import { moveTask } from './moves';

/** Finalization on the table: the Finalization workflow's step and the agent's APPROVE both use it. */
export const finalizer: FinalizationPorts = {
  tasks: { getTask },
  moveTask,
  settleConsensus: (task, now) => settleConsensus(consensusSettlement, task, now),
};
