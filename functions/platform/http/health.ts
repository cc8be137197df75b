import * as z from 'zod/mini';
import { publicHandler } from './public-handler';

const responses = !import.meta.bundled && { 200: z.object({ status: z.literal('ok') }) };

export const handler = publicHandler({ responses })(async () => ({ status: 200, body: { status: 'ok' } }));
