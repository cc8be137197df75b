import { defineWorkflow } from '../../../manifest/workflow-entry';

/** What the sandbox step answers: STOPPED ends the run (the task moved on, cancelled say). */
export const SANDBOX_OUTCOME = { continue: 'CONTINUE', stopped: 'STOPPED' } as const;

/** Express executions end after 5 minutes: the sandbox run's waits must leave its steps time. */
export const MAX_SANDBOX_STEP_SECONDS = 30;

/**
 * A sandbox task created open -> its simulated run: claim, approve, start and submit, `stepSeconds`
 * apart. One created HELD waits for staff like any other; released, the sweep starts its run (sandboxRunOwesMove).
 */
export const sandboxRun = defineWorkflow({
  machine: 'SandboxRun',
  type: 'EXPRESS',
  startedBy: 'a new sandbox task',
  startsOn: { sk: 'TASK', where: { sandbox: [true], status: ['PENDING'] } },
  subject: 'task_id',
  executionName: (taskId) => `sandbox-${taskId}`,
  input: (taskId, { sandboxStepSeconds }) => ({ taskId, stepSeconds: sandboxStepSeconds }),
  steps: { sandboxStep: { handler: 'modules/tasks/workflow/sandbox-step', table: 'write' } },
  resumable: true,
});
