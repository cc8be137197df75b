import { authenticateAdmin } from '../../modules/staff/use-cases/authenticate-staff';
import { apiHandlerFor } from './api-handler';

/** A back-office route's handler: `request.principal` is the staff member (or the shared admin key) that called. */
export const adminHandler = apiHandlerFor('admin', (event) => authenticateAdmin(event.headers));
