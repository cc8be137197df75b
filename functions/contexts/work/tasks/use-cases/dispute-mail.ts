import { logger } from '../../../../platform/logging/logger';
import type { Task } from '../domain/tasks';
import type { DisputeMailPorts } from '../ports';

/**
 * Tells the operator that the agent disputed their work: the agent's reason, until when they may
 * appeal, and where in the app. Sent after the dispute is committed; a mail that fails is logged
 * and does not undo it (the app's "My work" shows the dispute too).
 */
export const mailDispute = async (deps: DisputeMailPorts, task: Task): Promise<void> => {
  if (task.sandbox || !task.operator || !task.dispute) return;
  try {
    const operator = await deps.operators.getOperator(task.operator.id);
    if (!operator) return;
    const link = `${deps.settings.publicBaseUrl}/#/tasks/${encodeURIComponent(task.task_id)}`;
    await deps.mail.send({
      to: operator.email,
      subject: `Handoff: task ${task.task_id} was disputed`,
      text:
        `The agent disputed task ${task.task_id} ("${task.title}") and rejected your proof.\n\n` +
        `The agent's reason: ${task.dispute.reason}\n\n` +
        `You can appeal until ${task.dispute.appeal_deadline} (UTC). Without an appeal by then, the reward and fee go back to the agent.\n\n` +
        `Open the task in the Handoff app to appeal: ${link}`,
    });
  } catch (error) {
    logger.warn('Dispute email not sent', { error: error as Error, task_id: task.task_id });
  }
};
