import * as z from 'zod/mini';
import { itemSchema } from './read';

/** A photo upload of a task (keys.taskPhoto). */
export const photoItem = itemSchema(() =>
  z.object({
    photo_id: z.string(),
    task_id: z.string(),
    operator_id: z.string(),
    object_key: z.string(),
    content_type: z.string(),
    size_bytes: z.number().check(z.int()),
    requirement: z.optional(z.number().check(z.int())),
    created_at: z.string(),
  }),
);

/** One band of a reviewed photo's perceptual hash (keys.photoHashBand). */
export const photoHashItem = itemSchema(() => z.object({ task_id: z.string(), photo_id: z.string(), hash: z.string() }));
