import { idParams } from '../../../../../platform/wire/schemas';
import { getOperatorTask } from '../../../../accounts/operators/use-cases';
import { operatorHandler } from '../../../../accounts/operators/wiring/operator-handler';
import { operatorTaskReads } from '../../../../accounts/operators/wiring/task-reads';
import { operatorTaskSchema, operatorTaskView } from './operator-task-views';

const responses = { 200: operatorTaskSchema };

/** An open task, or one the caller claimed at any later status (to follow approval and review). */
export const handler = operatorHandler({ params: idParams, responses })(async (request) => ({
  status: 200,
  body: operatorTaskView(await getOperatorTask(operatorTaskReads, request.params.id, request.principal.operatorId, request.now)),
}));
