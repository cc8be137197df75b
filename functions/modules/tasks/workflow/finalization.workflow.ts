import { defineWorkflow } from '../../../manifest/workflow-entry';

/** Verified -> COMPLETED, the escrow released to the operator and the fee. */
export const finalization = defineWorkflow({
  machine: 'Finalization',
  type: 'EXPRESS',
  startedBy: 'a task status change to VERIFIED',
  startsOn: { sk: { prefix: 'EVENT#' }, where: { status: ['VERIFIED'] } },
  subject: 'task_id',
  executionName: (taskId) => `finalize-${taskId}`,
  input: (taskId) => ({ taskId }),
  steps: { finalize: { handler: 'modules/tasks/workflow/finalize-step', table: 'write' } },
  resumable: true,
});
