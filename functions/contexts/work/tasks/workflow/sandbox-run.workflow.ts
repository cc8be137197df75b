import { defineWorkflow } from '../../../../manifest/workflow-entry';

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
  steps: { sandboxStep: { handler: 'contexts/work/tasks/workflow/sandbox-step', table: 'write' } },
  resumable: true,
});
