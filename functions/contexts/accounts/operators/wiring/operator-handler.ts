import { apiHandlerFor } from '../../../../platform/http/api-handler';
import { authenticateOperatorToken } from './authentication';

/** An operator route's handler: `request.principal` is the operator whose ID token (`Authorization: Bearer`) called. */
export const operatorHandler = apiHandlerFor('operator', (event) => authenticateOperatorToken(event.headers.authorization));
