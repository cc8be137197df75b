import { adminAuditEntry } from '../../../accounts/audit/wiring/table';
import { settleConsensus } from '../../batches/use-cases';
import { consensusSettlement } from '../../batches/wiring/consensus';
import { taskMovesTable } from '../../tasks/wiring/move-table';
import { moveTask } from '../../tasks/wiring/moves';
import { agentPhotoCopies } from '../../tasks/wiring/proof-withdrawal';
import type { DisputePorts } from '../ports';

/** The composition root of the back office's resolution. */
export const disputes: DisputePorts = {
  tasks: { ...taskMovesTable, moveTask },
  photos: agentPhotoCopies,
  audit: { entry: adminAuditEntry },
  consensus: { settle: (task, now) => settleConsensus(consensusSettlement, task, now) },
};
