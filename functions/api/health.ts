import { apiHandler } from '../http/api-handler';

export const handler = apiHandler({}, async () => ({ status: 200, body: { status: 'ok' } }));
