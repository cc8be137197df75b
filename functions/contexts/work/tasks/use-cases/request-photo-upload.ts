import { newId } from '../../../../platform/kernel/secrets';
import {
  type DeviceCapture,
  MAX_PHOTOS_PER_TASK,
  type PhotoContentType,
  type PresignedUpload,
  photoKey,
  UPLOAD_TTL_SECONDS,
} from '../../photos/domain';
import { taskErrors } from '../errors';
import type { UploadPorts } from '../ports';

export interface PhotoUploadRequest {
  contentType: PhotoContentType;
  sizeBytes: number;
  requirement?: number;
  capture?: DeviceCapture;
}

interface PhotoUpload {
  photoId: string;
  upload: PresignedUpload;
  expiresAt: string;
}

/**
 * The claimant asks to upload one proof photo:
 * 1. only the claimant of an ACCEPTED or IN_PROGRESS task may (anyone else: the submit refusal, 404);
 * 2. a requirement tag must name one of the task's proof requirements;
 * 3. at most MAX_PHOTOS_PER_TASK photos per task and operator, counted in the photo's own transaction
 *    (races included; per operator, so a revoked claimant's uploads do not use up the next claimant's);
 * 4. the photo is recorded (with what the device reported of its capture, if anything), and an S3 POST form returned whose policy pins its key, type and exact size.
 */
export const requestPhotoUpload = async (
  deps: UploadPorts,
  taskId: string,
  operatorId: string,
  request: PhotoUploadRequest,
  now: Date,
): Promise<PhotoUpload> => {
  await deps.approvedOperator(operatorId);
  const task = await deps.getTask(taskId);
  if (!task || task.operator?.id !== operatorId || (task.status !== 'ACCEPTED' && task.status !== 'IN_PROGRESS'))
    throw taskErrors.taskNotSubmittable();
  if (request.requirement !== undefined && request.requirement >= task.proof_requirements.length) {
    throw taskErrors.photoRequirementOutOfRange(task.proof_requirements.length);
  }
  const photoId = newId('ph');
  const objectKey = photoKey(taskId, photoId);
  const recorded = await deps.store.insertPhoto(
    {
      photo_id: photoId,
      task_id: taskId,
      operator_id: operatorId,
      object_key: objectKey,
      content_type: request.contentType,
      size_bytes: request.sizeBytes,
      ...(request.requirement === undefined ? {} : { requirement: request.requirement }),
      // Kept as an instant in UTC, as every time the service stores.
      ...(request.capture ? { capture: { ...request.capture, captured_at: new Date(request.capture.captured_at).toISOString() } } : {}),
      created_at: now.toISOString(),
    },
    MAX_PHOTOS_PER_TASK,
  );
  if (!recorded) throw taskErrors.tooManyPhotos();
  const upload = await deps.objects.presignUpload(objectKey, request.contentType, request.sizeBytes);
  return { photoId, upload, expiresAt: new Date(now.getTime() + UPLOAD_TTL_SECONDS * 1000).toISOString() };
};
