import { apiHandler, callingOperator } from '../../http/api-handler';
import { getOperatorTask } from '../../use-cases/operators/queries';
import { idParams } from '../../wire/schemas';
import { operatorTaskSchema, operatorTaskView } from './task-views';

const responses = { 200: operatorTaskSchema };

/** An open task, or one the caller claimed at any later status (to follow approval and review). */
export const handler = apiHandler({ params: idParams, responses })(async (request) => ({
  status: 200,
  body: operatorTaskView(await getOperatorTask(request.params.id, callingOperator(request).operatorId, request.now)),
}));
