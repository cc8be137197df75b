import * as z from 'zod/mini';
import { isoDateTime } from '../../../../../platform/kernel/zod-formats';
import { withMeta } from '../../../../../platform/wire/meta';
import { idParams, timestamp } from '../../../../../platform/wire/schemas';
import { operatorHandler } from '../../../../accounts/operators/wiring/operator-handler';
import { MAX_PHOTO_BYTES, PHOTO_CONTENT_TYPES } from '../../../photos/domain';
import { requestPhotoUpload } from '../../use-cases/request-photo-upload';
import { photoUploads } from '../../wiring/photo-uploads';

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
  capture: withMeta(
    z.optional(
      z
        .object({
          captured_at: withMeta(isoDateTime({ offset: true }), { description: 'When the device took the photo (ISO 8601)' }),
          lat: z.optional(z.number().check(z.minimum(-90), z.maximum(90))),
          lng: z.optional(z.number().check(z.minimum(-180), z.maximum(180))),
          accuracy_m: withMeta(z.optional(z.number().check(z.minimum(0))), { description: "The position's accuracy in metres" }),
        })
        .check(z.refine((capture) => (capture.lat === undefined) === (capture.lng === undefined), 'must give lat and lng together')),
    ),
    {
      description:
        "What the device reported when the photo was taken (the operator app fills it from its camera and geolocation). The evidence checks use the photo's own metadata first, then this.",
    },
  ),
});

const responses = !import.meta.bundled && {
  201: z.object({
    photo_id: z.string(),
    upload: withMeta(z.object({ url: z.string(), fields: z.record(z.string(), z.string()) }), {
      description: 'POST multipart/form-data to `url`: every entry of `fields`, then the file as `file`',
    }),
    expires_at: timestamp,
  }),
};

/** One proof photo: an S3 presigned POST whose policy pins the key, the content type and the exact size. */
export const handler = operatorHandler({ params: idParams, body, responses })(async (request) => {
  const { photoId, upload, expiresAt } = await requestPhotoUpload(
    photoUploads,
    request.params.id,
    request.principal.operatorId,
    {
      contentType: request.body.content_type,
      sizeBytes: request.body.size_bytes,
      requirement: request.body.requirement,
      capture: request.body.capture,
    },
    request.now,
  );
  return { status: 201, body: { photo_id: photoId, upload, expires_at: expiresAt } };
});
