import { FINAL_STATUSES } from '../domain/tasks';
import type { CleanupPorts } from '../ports';

/**
 * An ended task keeps only the evidence its proof names, for PHOTO_RETENTION_DAYS from its end:
 * 1. every upload object is deleted: those the proof names were fixed at submit as evidence copies,
 *    the rest are uploads of an operator who withdrew or lost the claim, of a task cancelled before
 *    its submit, or left out of the submit;
 * 2. a dispute that ended in a refund takes the agent's copies back (withdrawRefundedProof);
 * 3. the named photos' evidence and agent copies are copied onto themselves, so the bucket's
 *    lifecycle rule (which counts from an object's last write) deletes them the configured days
 *    after the task ended, not after upload.
 * Each is harmless to repeat, so a repeated run is too.
 */
export const settleTaskPhotos = async (deps: CleanupPorts, taskId: string, now: Date): Promise<{ deleted: number; kept: number }> => {
  const task = await deps.getTask(taskId);
  if (!task || !FINAL_STATUSES.includes(task.status)) return { deleted: 0, kept: 0 };
  const named = new Set(task.proof?.photos ?? []);
  const photos = await deps.store.listTaskPhotos(taskId);
  const kept = photos.filter((photo) => named.has(photo.photo_id));
  await deps.objects.delete(photos.map((photo) => photo.object_key));
  await deps.withdrawRefundedProof(task);
  // A copy already gone (an agent's copy withdrawn, say) is skipped.
  await deps.objects.restamp(
    kept.flatMap((photo) => [photo.evidence_key, photo.agent_key].flatMap((key) => (key ? [{ key, contentType: photo.content_type }] : []))),
    now,
  );
  return { deleted: photos.length - kept.length, kept: kept.length };
};
