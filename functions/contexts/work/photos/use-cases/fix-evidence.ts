import { createHash } from 'node:crypto';
import { agentCopyKey, EVIDENCE_FIXED_AT_ONCE, evidenceKey, type PhotoContentType } from '../domain/evidence';
import { photoErrors } from '../errors';
import type { EvidencePorts, FixedEvidence, Photo, Writes } from '../ports';

const fixOne = async (deps: EvidencePorts, photo: Photo): Promise<FixedEvidence> => {
  const bytes = await deps.objects.read(photo.object_key);
  if (!bytes) throw photoErrors.unknownPhoto(photo.photo_id);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const fixed: FixedEvidence = { photoId: photo.photo_id, sha256, evidenceKey: evidenceKey(photo.task_id, photo.photo_id, sha256) };
  await deps.objects.write(fixed.evidenceKey, bytes, photo.content_type);
  const copy = await deps.metadataFreeCopy(bytes, photo.content_type as PhotoContentType);
  if (!copy) return fixed;
  const agentKey = agentCopyKey(photo.task_id, photo.photo_id, sha256);
  await deps.objects.write(agentKey, copy, photo.content_type);
  return { ...fixed, agentKey };
};

/**
 * Fixes a proof's evidence at its submit, so nothing uploaded later changes it: the presigned form
 * of an upload stays valid for its 15 minutes, and posting it again replaces that object. Each
 * named upload's bytes are read once, hashed (SHA-256), and written to a key no form names (the
 * evidence the Guardian reviews), with the agent's copy without metadata beside them. An upload
 * that never arrived is an unknown photo. Claims the images (the store's claimImages) and answers
 * the writes for the submit's transaction: the photos' records (evidenceWrites).
 */
export const fixEvidence = async (deps: EvidencePorts, taskId: string, photos: Photo[]): Promise<Writes> => {
  const fixed: FixedEvidence[] = [];
  for (let start = 0; start < photos.length; start += EVIDENCE_FIXED_AT_ONCE)
    fixed.push(...(await Promise.all(photos.slice(start, start + EVIDENCE_FIXED_AT_ONCE).map((photo) => fixOne(deps, photo)))));
  await deps.store.claimImages(taskId, fixed);
  return deps.store.evidenceWrites(taskId, fixed);
};
