import { callbackQueue } from '../../../../adapters/callbacks/callback-queue';
import { type ResumableWorkflow, WORKFLOWS } from '../../../../manifest/workflows';
import { withLogContext } from '../../../../platform/logging/handler-context';
import { workflowSettings, workflowStarter } from '../../../../platform/workflow/starter';
import type { StalledStep } from '../../../work/tasks/domain';
import { fireDueTimers, type RestartChainWork, type RestartStep } from '../use-cases/fire-due-timers';
import { timerSweep } from '../wiring/sweep';

/** The workflow that takes each step a task can stall on, and each kind of chain work. */
const WORKFLOW_OF: Record<StalledStep | Parameters<RestartChainWork>[0]['kind'], ResumableWorkflow> = {
  review: 'proofReview',
  finalize: 'finalization',
  sandbox: 'sandboxRun',
  deposit: 'depositConfirmation',
  payout: 'payoutSettlement',
};

/** A new run of a workflow for the same subject, with the input the dispatcher gives its first. */
const resume = (workflow: ResumableWorkflow, executionName: string, subject: string) =>
  workflowStarter().start(workflow, executionName, WORKFLOWS[workflow].input(subject, workflowSettings()));

/** A new run of the step's workflow, named for the task, its version and the attempt (Standard machines refuse a name twice). */
const restart: RestartStep = (step, task, attempt) =>
  resume(WORKFLOW_OF[step], `resume-${step}-${task.task_id}-${task.version}-${attempt}`, task.task_id);

/** A new run of a deposit's or a payout's workflow, named for the item and the attempt. */
const restartChainWork: RestartChainWork = (work, attempt) => resume(WORKFLOW_OF[work.kind], `resume-${work.kind}-${work.id}-${attempt}`, work.id);

/**
 * Scheduled every minute (EventBridge in AWS, an interval on the local stack): moves due tasks,
 * resumes stalled steps and chain workflows, queues lost callbacks again.
 */
export const handler = withLogContext(async () =>
  fireDueTimers(timerSweep, new Date(), { restart, requeue: (message) => callbackQueue().send(message), restartChainWork }),
);
