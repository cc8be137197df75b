import * as z from 'zod/mini';
import { apiHandler } from './api-handler';

const responses = { 200: z.object({ status: z.literal('ok') }) };

export const handler = apiHandler({ responses })(async () => ({ status: 200, body: { status: 'ok' } }));
