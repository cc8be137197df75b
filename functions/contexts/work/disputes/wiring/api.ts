import { auditWrite } from '../../../accounts/audit/store';
import { settleConsensus } from '../../batches/use-cases';
import { consensusSettlement } from '../../batches/wiring/consensus';
import { moveTask, taskMovesTable } from '../../tasks/wiring/moves';
import type { DisputePorts } from '../ports';
import { disputeMail } from './mail';
import { agentPhotoCopies } from './proof';

/** The composition root of the appeal and the back office's resolution. */
export const disputes: DisputePorts = {
  ...disputeMail,
  tasks: { ...taskMovesTable, moveTask },
  photos: agentPhotoCopies,
  audit: { entry: auditWrite },
  consensus: { settle: (task, now) => settleConsensus(consensusSettlement, task, now) },
};
