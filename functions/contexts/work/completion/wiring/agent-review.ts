import { config } from '../../../../platform/settings';
import { mailDispute } from '../../disputes/use-cases';
import { disputeMail } from '../../disputes/wiring/mail';
import type { AgentReviewPorts } from '../../tasks/ports';
import { finalizeTask } from '../../tasks/use-cases';
import { moveTask } from '../../tasks/wiring/moves';
import { finalizer } from './finalize';

/** The composition root of the agent's verify route: the move, the dispute mail and finalization on the table. */
export const agentReview: AgentReviewPorts = {
  moveTask,
  mailDispute: (task) => mailDispute(disputeMail, task),
  finalize: (taskId, now) => finalizeTask(finalizer, taskId, now),
  settings: { disputeAppealHours: config.disputeAppealHours },
};
