import { callbackQueue } from '../../../adapters/callbacks/callback-queue';
import type { RESUMABLE_WORKFLOWS } from '../../../manifest/workflows';
import { withLogContext } from '../../../platform/logging/handler-context';
import { config } from '../../../platform/settings';
import { chainWorkflowInput } from '../../../platform/workflow/dispatch';
import { workflowStarter } from '../../../platform/workflow/starter';
import type { StalledStep } from '../domain/timers';
import { fireDueTimers, type RestartChainWork, type RestartStep } from '../use-cases/fire-due-timers';

/** The workflow that takes each step a task can stall on. */
const WORKFLOW_OF: Record<StalledStep, (typeof RESUMABLE_WORKFLOWS)[number]> = {
  review: 'proofReview',
  finalize: 'finalization',
  sandbox: 'sandboxRun',
};

/** A new run of the step's workflow, named for the task, its version and the attempt (Standard machines refuse a name twice). */
const restart: RestartStep = (step, task, attempt) =>
  workflowStarter().start(WORKFLOW_OF[step], `resume-${step}-${task.task_id}-${task.version}-${attempt}`, {
    taskId: task.task_id,
    ...(step === 'sandbox' ? { stepSeconds: config.workflows.sandboxStepSeconds } : {}),
  });

/** A new run of a deposit's or a payout's workflow, named for the item and the attempt. */
const restartChainWork: RestartChainWork = (work, attempt) =>
  work.kind === 'deposit'
    ? workflowStarter().start('depositConfirmation', `resume-deposit-${work.id}-${attempt}`, chainWorkflowInput.deposit(work.id))
    : workflowStarter().start('payoutSettlement', `resume-payout-${work.id}-${attempt}`, chainWorkflowInput.payout(work.id));

/**
 * Scheduled every minute (EventBridge in AWS, an interval on the local stack): moves due tasks,
 * resumes stalled steps and chain workflows, queues lost callbacks again.
 */
export const handler = withLogContext(async () =>
  fireDueTimers(new Date(), { restart, requeue: (message) => callbackQueue().send(message), restartChainWork }),
);
