import { authenticateOperatorToken } from '../../modules/operators/wiring/authentication';
import { apiHandlerFor } from './api-handler';

/** An operator route's handler: `request.principal` is the operator whose ID token (`Authorization: Bearer`) called. */
export const operatorHandler = apiHandlerFor('operator', (event) => authenticateOperatorToken(event.headers.authorization));
