import * as z from 'zod';

/** A photo upload of a task (keys.taskPhoto). */
export const photoItem = z.object({
  photo_id: z.string(),
  task_id: z.string(),
  operator_id: z.string(),
  object_key: z.string(),
  content_type: z.string(),
  size_bytes: z.number().int(),
  requirement: z.number().int().optional(),
  created_at: z.string(),
});

/** One band of a reviewed photo's perceptual hash (keys.photoHashBand). */
export const photoHashItem = z.object({ task_id: z.string(), photo_id: z.string(), hash: z.string() });
