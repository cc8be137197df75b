import { defineWorkflow } from '../../../../manifest/workflow-entry';
import { FINAL_STATUSES } from '../domain/tasks';

/** A task ended (completed or cancelled) -> the photos its proof does not name deleted. */
export const photoCleanup = defineWorkflow({
  machine: 'PhotoCleanup',
  type: 'EXPRESS',
  startedBy: 'a task status change to COMPLETED or CANCELLED',
  startsOn: { sk: { prefix: 'EVENT#' }, where: { status: FINAL_STATUSES } },
  subject: 'task_id',
  executionName: (taskId) => `photos-${taskId}`,
  input: (taskId) => ({ taskId }),
  steps: { settlePhotos: { handler: 'contexts/work/tasks/workflow/settle-photos-step', table: 'read' } },
  resumable: false,
});
