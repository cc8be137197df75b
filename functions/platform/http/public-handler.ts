import { apiHandlerFor } from './api-handler';

/** A public route's handler: no credentials asked, none read. */
export const publicHandler = apiHandlerFor('none', async () => undefined);
