import { apiHandlerFor } from '../../../../platform/http/api-handler';
import { authenticateStaff } from './authentication';

/** A back-office route's handler: `request.principal` is the staff member (or the shared admin key) that called. */
export const adminHandler = apiHandlerFor('admin', (event) => authenticateStaff(event.headers));
