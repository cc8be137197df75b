import { authenticateOperator } from '../../modules/operators/use-cases/authenticate-operator';
import { apiHandlerFor } from './api-handler';

/** An operator route's handler: `request.principal` is the operator whose ID token (`Authorization: Bearer`) called. */
export const operatorHandler = apiHandlerFor('operator', (event) => authenticateOperator(event.headers.authorization));
