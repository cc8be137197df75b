import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { EVIDENCE_FIXED_AT_ONCE } from '../../../../../../../functions/contexts/work/photos/domain/evidence';
import { fixEvidence } from '../../../../../../../functions/contexts/work/photos/use-cases/fix-evidence';
import { contributed } from '../../../../../../../functions/platform/table/contribution';
import { aPhoto, evidenceOn, FakePhotoBucket, FakePhotosStore } from '../../../../../../support/fakes/photos';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A bucket whose writes, once `slow`, take a few turns of the event loop: it counts the reads, and the writes at once. */
class SlowWritesBucket extends FakePhotoBucket {
  slow = false;
  reads = 0;
  pendingWrites = 0;
  mostWritesAtOnce = 0;
  override async read(key: string): Promise<Buffer | undefined> {
    this.reads += 1;
    return super.read(key);
  }
  override async write(key: string, body: Buffer, contentType: string): Promise<void> {
    if (!this.slow) return super.write(key, body, contentType);
    this.pendingWrites += 1;
    this.mostWritesAtOnce = Math.max(this.mostWritesAtOnce, this.pendingWrites);
    for (let turn = 0; turn < 3; turn++) await new Promise((resolve) => setImmediate(resolve));
    await super.write(key, body, contentType);
    this.pendingWrites -= 1;
  }
}

describe('fixEvidence', () => {
  it('copies each upload to a key named by its SHA-256 and writes the agent copy without metadata beside it', async () => {
    const bucket = new FakePhotoBucket();
    const store = new FakePhotosStore();
    const bytes = Buffer.from('the door, open');
    await bucket.write('photos/tsk_1/ph_1', bytes, 'image/jpeg');
    const writes = await fixEvidence(
      evidenceOn(bucket, store, async () => Buffer.from('stripped')),
      'tsk_1',
      [aPhoto('tsk_1', 'ph_1')],
    );
    const hash = sha256(bytes);
    expect(store.fixed.get('tsk_1')).toEqual([
      { photoId: 'ph_1', sha256: hash, evidenceKey: `photos/tsk_1/evidence/ph_1.${hash}`, agentKey: `photos/tsk_1/agent/ph_1.${hash}` },
    ]);
    expect(bucket.objects.get(`photos/tsk_1/evidence/ph_1.${hash}`)?.body).toEqual(bytes);
    expect(bucket.objects.get(`photos/tsk_1/agent/ph_1.${hash}`)?.body.toString()).toBe('stripped');
    expect(contributed(writes).items).toHaveLength(1);
  });

  it("claims each image for the submitting task outside the transaction's writes, the first proof of an image keeping its claim", async () => {
    const bucket = new FakePhotoBucket();
    const store = new FakePhotosStore();
    const bytes = Buffer.from('the door, open');
    await bucket.write('photos/tsk_1/ph_1', bytes, 'image/jpeg');
    await bucket.write('photos/tsk_2/ph_2', bytes, 'image/jpeg');
    const writes = await fixEvidence(
      evidenceOn(bucket, store, async () => undefined),
      'tsk_1',
      [aPhoto('tsk_1', 'ph_1')],
    );
    await fixEvidence(
      evidenceOn(bucket, store, async () => undefined),
      'tsk_2',
      [aPhoto('tsk_2', 'ph_2')],
    );
    expect(store.claims.get(sha256(bytes))).toEqual({ taskId: 'tsk_1', photoId: 'ph_1' });
    // The transaction carries the photo's record only: the claim is not one of its items (one write unit, not two).
    expect(contributed(writes).items).toHaveLength(1);
  });

  it('names no agent copy when the bytes do not decode as an image', async () => {
    const bucket = new FakePhotoBucket();
    const store = new FakePhotosStore();
    await bucket.write('photos/tsk_1/ph_1', Buffer.from('not an image'), 'image/jpeg');
    await fixEvidence(
      evidenceOn(bucket, store, async () => undefined),
      'tsk_1',
      [aPhoto('tsk_1', 'ph_1')],
    );
    expect(store.fixed.get('tsk_1')?.[0]?.agentKey).toBeUndefined();
    expect([...bucket.objects.keys()].filter((key) => key.includes('/agent/'))).toEqual([]);
  });

  it("writes one photo's evidence and agent copy at the same time, both from the bytes read once", async () => {
    const bucket = new SlowWritesBucket();
    const store = new FakePhotosStore();
    const bytes = Buffer.from('the door, open');
    await bucket.write('photos/tsk_1/ph_1', bytes, 'image/jpeg');
    bucket.slow = true;
    const copied: Buffer[] = [];
    await fixEvidence(
      evidenceOn(bucket, store, async (read) => {
        copied.push(read);
        return Buffer.from('stripped');
      }),
      'tsk_1',
      [aPhoto('tsk_1', 'ph_1')],
    );
    expect(bucket.reads).toBe(1);
    expect(copied).toEqual([bytes]);
    expect(bucket.mostWritesAtOnce).toBe(2);
  });

  it('claims the images only once every upload is read, and answers the writes only once every object is written', async () => {
    const bucket = new SlowWritesBucket();
    const store = new FakePhotosStore();
    const photos = Array.from({ length: 3 }, (_, n) => aPhoto('tsk_1', `ph_${n}`));
    for (const photo of photos) await bucket.write(photo.object_key, Buffer.from(photo.photo_id), 'image/jpeg');
    bucket.slow = true;
    const writes = await fixEvidence(
      evidenceOn(bucket, store, async () => Buffer.from('stripped')),
      'tsk_1',
      photos,
    );
    expect(bucket.pendingWrites).toBe(0);
    expect([...store.claims.values()].map((claim) => claim.photoId)).toEqual(['ph_0', 'ph_1', 'ph_2']);
    expect(store.fixed.get('tsk_1')?.map((fixed) => fixed.agentKey)).toEqual(
      photos.map((photo) => expect.stringContaining(`/agent/${photo.photo_id}.`)),
    );
    expect(contributed(writes).items).toHaveLength(3);

    // A proof naming an upload that never arrived claims nothing, even for the photos read before it.
    const unclaimed = new FakePhotosStore();
    await expect(
      fixEvidence(
        evidenceOn(bucket, unclaimed, async () => undefined),
        'tsk_1',
        [...photos, aPhoto('tsk_1', 'ph_9')],
      ),
    ).rejects.toThrow('Unknown photo: ph_9');
    expect(unclaimed.claims.size).toBe(0);
  });

  it('refuses a named photo whose upload never arrived, writing nothing for the transaction', async () => {
    const store = new FakePhotosStore();
    await expect(
      fixEvidence(
        evidenceOn(new FakePhotoBucket(), store, async () => undefined),
        'tsk_1',
        [aPhoto('tsk_1', 'ph_9')],
      ),
    ).rejects.toThrow('Unknown photo: ph_9');
    expect(store.fixed.size).toBe(0);
  });

  it('fixes every photo of a large proof, reading only a few at once', async () => {
    const bucket = new FakePhotoBucket();
    const store = new FakePhotosStore();
    const photos = Array.from({ length: 7 }, (_, n) => aPhoto('tsk_1', `ph_${n}`));
    for (const photo of photos) await bucket.write(photo.object_key, Buffer.from(photo.photo_id), 'image/jpeg');
    await fixEvidence(
      evidenceOn(bucket, store, async () => undefined),
      'tsk_1',
      photos,
    );
    expect(store.fixed.get('tsk_1')?.map((fixed) => fixed.photoId)).toEqual(photos.map((photo) => photo.photo_id));
    expect(bucket.mostReadsAtOnce).toBe(EVIDENCE_FIXED_AT_ONCE);
  });
});
