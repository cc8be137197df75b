import { createHash } from 'node:crypto';
import { agentCopyKey, EVIDENCE_FIXED_AT_ONCE, evidenceKey, type PhotoContentType } from '../domain/evidence';
import { photoErrors } from '../errors';
import type { EvidencePorts, FixedEvidence, Photo, Writes } from '../ports';

/** The agent's copy of the bytes, written beside the evidence: its key, or undefined when the bytes do not decode. */
const writeAgentCopy = async (deps: EvidencePorts, photo: Photo, bytes: Buffer, sha256: string): Promise<string | undefined> => {
  const copy = await deps.metadataFreeCopy(bytes, photo.content_type as PhotoContentType);
  if (!copy) return undefined;
  const agentKey = agentCopyKey(photo.task_id, photo.photo_id, sha256);
  await deps.objects.write(agentKey, copy, photo.content_type);
  return agentKey;
};

/**
 * Reads and hashes one upload, then starts writing its evidence and the agent's copy, both made from
 * the bytes read once and neither from the other: `fixed` is known once the bytes are, `written`
 * once both objects are.
 */
const fixOne = async (deps: EvidencePorts, photo: Photo): Promise<{ fixed: FixedEvidence; written: Promise<FixedEvidence> }> => {
  const bytes = await deps.objects.read(photo.object_key);
  if (!bytes) throw photoErrors.unknownPhoto(photo.photo_id);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const fixed: FixedEvidence = { photoId: photo.photo_id, sha256, evidenceKey: evidenceKey(photo.task_id, photo.photo_id, sha256) };
  const written = Promise.all([writeAgentCopy(deps, photo, bytes, sha256), deps.objects.write(fixed.evidenceKey, bytes, photo.content_type)]).then(
    ([agentKey]) => (agentKey ? { ...fixed, agentKey } : fixed),
  );
  // Awaited by fixEvidence; until then a failing read beside it must not leave its failure unhandled.
  written.catch(() => undefined);
  return { fixed, written };
};

/**
 * Fixes a proof's evidence at its submit, so nothing uploaded later changes it: the presigned form
 * of an upload stays valid for its 15 minutes, and posting it again replaces that object. Each
 * named upload's bytes are read once, hashed (SHA-256), and written to a key no form names (the
 * evidence the Guardian reviews), with the agent's copy without metadata, made from the same bytes,
 * beside them (the two written at once). An upload that never arrived is an unknown photo. Once
 * every upload is read (none unknown), claims the images (the store's claimImages) while the last
 * photos are written; answers the writes for the submit's transaction: the photos' records
 * (evidenceWrites), every object written before.
 */
export const fixEvidence = async (deps: EvidencePorts, taskId: string, photos: Photo[]): Promise<Writes> => {
  const read: FixedEvidence[] = [];
  const fixed: FixedEvidence[] = [];
  let writing: Promise<FixedEvidence>[] = [];
  for (let start = 0; start < photos.length; start += EVIDENCE_FIXED_AT_ONCE) {
    // The previous photos' bytes are let go before the next are read: the memory is sized for a few at once.
    fixed.push(...(await Promise.all(writing)));
    const batch = await Promise.all(photos.slice(start, start + EVIDENCE_FIXED_AT_ONCE).map((photo) => fixOne(deps, photo)));
    read.push(...batch.map((photo) => photo.fixed));
    writing = batch.map((photo) => photo.written);
  }
  const [last] = await Promise.all([Promise.all(writing), deps.store.claimImages(taskId, read)]);
  return deps.store.evidenceWrites(taskId, [...fixed, ...last]);
};
