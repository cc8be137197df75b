import { idParams } from '../../../../../platform/wire/schemas';
import { operatorHandler } from '../../../../accounts/operators/wiring/operator-handler';
import { getOperatorTask } from '../../use-cases/operator-task-queries';
import { operatorTaskReads } from '../../wiring/operator-task-reads';
import { operatorTaskSchema, operatorTaskView } from './operator-task-views';

const responses = !import.meta.bundled && { 200: operatorTaskSchema };

/** An open task, or one the caller claimed at any later status (to follow approval and review). */
export const handler = operatorHandler({ params: idParams, responses })(async (request) => ({
  status: 200,
  body: operatorTaskView(await getOperatorTask(operatorTaskReads, request.params.id, request.principal.operatorId, request.now)),
}));
