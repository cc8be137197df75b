import { config } from '../../../../platform/settings';
import type { AgentReviewPorts } from '../../tasks/ports';
import { finalizeTask, mailDispute } from '../../tasks/use-cases';
import { disputeMail } from '../../tasks/wiring/dispute-mail';
import { moveTask } from '../../tasks/wiring/moves';
import { finalizer } from './finalize';

/** The composition root of the agent's verify route: the move, the dispute mail and finalization on the table. */
export const agentReview: AgentReviewPorts = {
  moveTask,
  mailDispute: (task) => mailDispute(disputeMail, task),
  finalize: (taskId, now) => finalizeTask(finalizer, taskId, now),
  settings: { disputeAppealHours: config.disputeAppealHours },
};
