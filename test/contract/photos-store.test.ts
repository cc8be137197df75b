import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Photo, PhotosStore } from '../../functions/contexts/work/photos/ports';
import {
  claimImages,
  claimPixels,
  hashClaimOf,
  insertPhoto,
  listTaskPhotos,
  photosSharingABand,
  recordPhotoHash,
} from '../../functions/contexts/work/photos/store';
import type { ProofPhotos } from '../../functions/contexts/work/tasks/ports';
import { nothingContributed } from '../../functions/platform/table/contribution';
import { contractSides } from '../support/contract-sides';
import { FakePhotosStore } from '../support/fakes/photos';
import { FakeProofPhotos } from '../support/fakes/tasks';

interface Photos {
  store: PhotosStore;
  pixels: Pick<ProofPhotos, 'claimPixels' | 'hashClaimOf' | 'recordPhotoHash' | 'photosSharingABand'>;
}

const sides = contractSides<Photos>({
  fake: () => {
    const pixels = new FakeProofPhotos();
    return { store: new FakePhotosStore(pixels.claims), pixels };
  },
  'DynamoDB Local': () => ({
    store: { insertPhoto, listTaskPhotos, claimImages, evidenceWrites: () => nothingContributed },
    pixels: { claimPixels, hashClaimOf, recordPhotoHash, photosSharingABand },
  }),
});

const aPhoto = (taskId: string, operatorId: string): Photo => {
  const photoId = `ph_${randomUUID()}`;
  return {
    photo_id: photoId,
    task_id: taskId,
    operator_id: operatorId,
    object_key: `photos/${taskId}/${photoId}.jpg`,
    content_type: 'image/jpeg',
    size_bytes: 1_000,
    created_at: '2026-11-29T11:00:00.000Z',
  };
};
const sha = () => randomUUID().replaceAll('-', '').repeat(2);

describe.each(sides)('The photos store (%s)', (_side, make) => {
  it('takes a task’s photos from one operator up to the limit, and the next claimant has a full allowance', async () => {
    const { store } = make();
    const taskId = `tsk_${randomUUID()}`;
    const [first, next] = [`op_${randomUUID()}`, `op_${randomUUID()}`];
    expect(await store.insertPhoto(aPhoto(taskId, first), 2)).toBe(true);
    expect(await store.insertPhoto(aPhoto(taskId, first), 2)).toBe(true);
    expect(await store.insertPhoto(aPhoto(taskId, first), 2)).toBe(false);
    expect(await store.insertPhoto(aPhoto(taskId, next), 2)).toBe(true);
    const listed = await store.listTaskPhotos(taskId);
    expect(listed).toHaveLength(3);
    expect(listed.filter((photo) => photo.operator_id === first)).toHaveLength(2);
  });

  it('keeps the first proof’s claim of an image: a later task’s claim of the same bytes changes nothing', async () => {
    const { store } = make();
    const image = sha();
    await store.claimImages('tsk_first', [{ photoId: 'ph_first', sha256: image, evidenceKey: 'evidence/first' }]);
    await store.claimImages('tsk_later', [{ photoId: 'ph_later', sha256: image, evidenceKey: 'evidence/later' }]);
    const { pixels } = make();
    // The pixels' claim follows the same rule, and answers the holder.
    const plain = sha();
    expect(await pixels.claimPixels(plain, 'tsk_first', 'ph_first')).toEqual({ taskId: 'tsk_first', photoId: 'ph_first' });
    expect(await pixels.claimPixels(plain, 'tsk_later', 'ph_later')).toEqual({ taskId: 'tsk_first', photoId: 'ph_first' });
  });

  it('answers an image’s claim by its hash as the first proof made it, and none for an image no proof holds', async () => {
    const { store, pixels } = make();
    const image = sha();
    await store.claimImages('tsk_first', [{ photoId: 'ph_first', sha256: image, evidenceKey: 'evidence/first' }]);
    await store.claimImages('tsk_later', [{ photoId: 'ph_later', sha256: image, evidenceKey: 'evidence/later' }]);
    expect(await pixels.hashClaimOf(image)).toEqual({ taskId: 'tsk_first', photoId: 'ph_first' });
    expect(await pixels.hashClaimOf(sha())).toBeUndefined();
  });

  it('finds other tasks’ fingerprints sharing a band, not its own task’s, none sharing no band, none expired', async () => {
    const { pixels } = make();
    const now = new Date();
    const later = new Date(now.getTime() + 3_600_000);
    const earlier = new Date(now.getTime() - 1_000);
    const hex = () => randomUUID().replaceAll('-', '').slice(0, 16);
    const fingerprint = hex();
    const [own, sharing, expired, apart] = [`tsk_${randomUUID()}`, `tsk_${randomUUID()}`, `tsk_${randomUUID()}`, `tsk_${randomUUID()}`];
    // The first band in common; the rest differ in every digit.
    const shift = (digits: string) => [...digits].map((digit) => ((Number.parseInt(digit, 16) + 1) % 16).toString(16)).join('');
    const bandOnly = `${fingerprint.slice(0, 4)}${shift(fingerprint.slice(4))}`;
    await pixels.recordPhotoHash(own, 'ph_own', fingerprint, later);
    await pixels.recordPhotoHash(sharing, 'ph_sharing', bandOnly, later);
    await pixels.recordPhotoHash(expired, 'ph_expired', fingerprint, earlier);
    await pixels.recordPhotoHash(apart, 'ph_apart', shift(fingerprint), later);
    const { photos, complete } = await pixels.photosSharingABand(fingerprint, own, now);
    // Other tests' fingerprints may share these bands: only this test's hashes are looked at.
    const mine = new Set([fingerprint, bandOnly, shift(fingerprint)]);
    expect(complete).toBe(true);
    expect(new Set(photos.flatMap((photo) => (mine.has(photo.hash) ? [photo.hash] : [])))).toEqual(new Set([bandOnly]));
  });
});
