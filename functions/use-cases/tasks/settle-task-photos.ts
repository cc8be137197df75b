import { FINAL_STATUSES } from '../../core/tasks';
import { deleteObjects, restampObjects } from '../../adapters/photos/storage';
import { listTaskPhotos } from '../../store/photos';
import { getTask } from '../../store/tasks';

/**
 * An ended task keeps only the photos its proof names, for PHOTO_RETENTION_DAYS from its end:
 * 1. uploads of an operator who withdrew or lost the claim, of a task cancelled before its submit,
 *    or left out of the submit, are deleted;
 * 2. the named ones are copied onto themselves, so the bucket's lifecycle rule (which counts from
 *    an object's last write) deletes them the configured days after the task ended, not after upload.
 * Both are harmless to repeat, so a repeated run is too.
 */
export const settleTaskPhotos = async (taskId: string, now: Date): Promise<{ deleted: number; kept: number }> => {
  const task = await getTask(taskId);
  if (!task || !FINAL_STATUSES.includes(task.status)) return { deleted: 0, kept: 0 };
  const named = new Set(task.proof?.photos ?? []);
  const photos = await listTaskPhotos(taskId);
  const kept = photos.filter((photo) => named.has(photo.photo_id));
  const discarded = photos.filter((photo) => !named.has(photo.photo_id));
  await deleteObjects(discarded.map((photo) => photo.object_key));
  await restampObjects(
    kept.map((photo) => ({ key: photo.object_key, contentType: photo.content_type })),
    now,
  );
  return { deleted: discarded.length, kept: kept.length };
};
