import * as z from 'zod/mini';
import { itemSchema } from '../../../../platform/table/read-item';

/** A photo upload of a task (photosKeys.taskPhoto). */
export const photoItem = /* @__PURE__ */ itemSchema(() =>
  z.object({
    photo_id: z.string(),
    task_id: z.string(),
    operator_id: z.string(),
    object_key: z.string(),
    content_type: z.string(),
    size_bytes: z.number().check(z.int()),
    requirement: z.optional(z.number().check(z.int())),
    /** What the device reported when the photo was taken (the upload request's `capture`). */
    capture: z.optional(
      z.object({ captured_at: z.string(), lat: z.optional(z.number()), lng: z.optional(z.number()), accuracy_m: z.optional(z.number()) }),
    ),
    created_at: z.string(),
    /** Set at submit: the SHA-256 of the bytes submitted, their copy that nothing uploads to, and the agent's copy without metadata. */
    sha256: z.optional(z.string()),
    evidence_key: z.optional(z.string()),
    agent_key: z.optional(z.string()),
  }),
);

/** Which task's proof first named an image, by its SHA-256 (photosKeys.photoHashClaim). */
export const photoHashClaimItem = /* @__PURE__ */ itemSchema(() => z.object({ task_id: z.string(), photo_id: z.string() }));

/** One band of a reviewed photo's perceptual hash (photosKeys.photoHashBand). */
export const photoHashItem = /* @__PURE__ */ itemSchema(() => z.object({ task_id: z.string(), photo_id: z.string(), hash: z.string() }));
