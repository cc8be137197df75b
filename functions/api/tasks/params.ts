import { z } from 'zod';

/** `{id}` of the task routes. */
export const taskParams = z.object({ id: z.string().min(1).max(100) });
