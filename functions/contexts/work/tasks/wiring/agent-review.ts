import { config } from '../../../../platform/settings';
import type { AgentReviewPorts } from '../ports';
import { mailDispute } from '../use-cases/dispute-mail';
import { finalizeTask } from '../use-cases/finalize-task';
import { disputeMail } from './dispute-mail';
import { finalizer } from './finalize';
import { moveTask } from './moves';

/** The composition root of the agent's verify route: the move, the dispute mail and finalization on the table. */
export const agentReview: AgentReviewPorts = {
  moveTask,
  mailDispute: (task) => mailDispute(disputeMail, task),
  finalize: (taskId, now) => finalizeTask(finalizer, taskId, now),
  settings: { disputeAppealHours: config.disputeAppealHours },
};
