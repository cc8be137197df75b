import * as z from 'zod/mini';
import { MAX_PHOTO_BYTES, PHOTO_CONTENT_TYPES } from '../../core/evidence';
import { apiHandler, callingOperator } from '../../http/api-handler';
import { requestPhotoUpload } from '../../use-cases/operators/request-photo-upload';
import { idParams, timestamp } from '../../wire/schemas';
import { withMeta } from '../../wire/meta';

const body = z.object({
  content_type: z.enum(PHOTO_CONTENT_TYPES, { error: `must be one of ${PHOTO_CONTENT_TYPES.join(', ')}` }),
  size_bytes: z
    .number({ error: `must be an integer from 1 to ${MAX_PHOTO_BYTES} (10 MiB)` })
    .check(
      z.int({ error: `must be an integer from 1 to ${MAX_PHOTO_BYTES} (10 MiB)` }),
      z.minimum(1, { error: `must be an integer from 1 to ${MAX_PHOTO_BYTES} (10 MiB)` }),
      z.maximum(MAX_PHOTO_BYTES, { error: `must be an integer from 1 to ${MAX_PHOTO_BYTES} (10 MiB)` }),
    ),
  requirement: withMeta(z.optional(z.number().check(z.int(), z.minimum(0))), { description: "0-based index into the task's proof_requirements" }),
});

const responses = {
  201: z.object({
    photo_id: z.string(),
    upload: withMeta(z.object({ url: z.string(), fields: z.record(z.string(), z.string()) }), {
      description: 'POST multipart/form-data to `url`: every entry of `fields`, then the file as `file`',
    }),
    expires_at: timestamp,
  }),
};

/** One proof photo: an S3 presigned POST whose policy pins the key, the content type and the exact size. */
export const handler = apiHandler({ params: idParams, body, responses })(async (request) => {
  const { photoId, upload, expiresAt } = await requestPhotoUpload(
    request.params.id,
    callingOperator(request).operatorId,
    { contentType: request.body.content_type, sizeBytes: request.body.size_bytes, requirement: request.body.requirement },
    request.now,
  );
  return { status: 201, body: { photo_id: photoId, upload, expires_at: expiresAt } };
});
