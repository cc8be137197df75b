import { FINAL_STATUSES } from '../../core/tasks';
import { deleteObjects } from '../../adapters/photos/storage';
import { listTaskPhotos } from '../../store/photos';
import { getTask } from '../../store/tasks';

/**
 * An ended task keeps only the photos its proof names: uploads of an operator who withdrew, of a
 * task cancelled before its submit, or left out of the submit are deleted from the bucket (the
 * bucket's lifecycle rule removes the rest later). Deleting twice is harmless, so a repeated run
 * is too. Answers how many were deleted.
 */
export const discardUnsubmittedPhotos = async (taskId: string): Promise<number> => {
  const task = await getTask(taskId);
  if (!task || !FINAL_STATUSES.includes(task.status)) return 0;
  const kept = new Set(task.proof?.photos ?? []);
  const discarded = (await listTaskPhotos(taskId)).filter((photo) => !kept.has(photo.photo_id));
  await deleteObjects(discarded.map((photo) => photo.object_key));
  return discarded.length;
};
