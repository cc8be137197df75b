import { config } from '../../../../platform/settings';
import { mailDispute } from '../../disputes/use-cases';
import { disputeMail } from '../../disputes/wiring/mail';
import type { AgentReviewPorts } from '../ports';
import { finalizeTask } from '../use-cases/finalize-task';
import { finalizer } from './finalize';
import { moveTask } from './moves';

/** The composition root of the agent's verify route: the move, the dispute mail and finalization on the table. */
export const agentReview: AgentReviewPorts = {
  moveTask,
  mailDispute: (task) => mailDispute(disputeMail, task),
  finalize: (taskId, now) => finalizeTask(finalizer, taskId, now),
  settings: { disputeAppealHours: config.disputeAppealHours },
};
