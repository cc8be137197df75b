import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { EVIDENCE_FIXED_AT_ONCE, MAX_PHOTOS_PER_TASK } from '../../../../../../../functions/contexts/work/photos/domain/evidence';
import { fixEvidence } from '../../../../../../../functions/contexts/work/photos/use-cases/fix-evidence';
import { requestPhotoUpload } from '../../../../../../../functions/contexts/work/photos/use-cases/request-photo-upload';
import { settleTaskPhotos } from '../../../../../../../functions/contexts/work/photos/use-cases/settle-task-photos';
import type { Task } from '../../../../../../../functions/contexts/work/tasks/domain/tasks';
import { contributed } from '../../../../../../../functions/platform/table/contribution';
import { aPhoto, cleanupOn, evidenceOn, FakePhotoBucket, FakePhotosStore, uploadsOn } from '../../../../../../support/fakes/photos';
import { aTask } from '../../../../../../support/task-fixture';

const now = new Date('2026-11-26T12:00:00.000Z');
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const claimed = (overrides: Partial<Task> = {}) => aTask({ status: 'IN_PROGRESS', operator: { id: 'op_1', name: 'Olga', rating: 5 }, ...overrides });
const jpeg = { contentType: 'image/jpeg' as const, sizeBytes: 1234 };

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

describe('requestPhotoUpload', () => {
  it('records the photo with its capture in UTC and answers a form valid for 15 minutes', async () => {
    const store = new FakePhotosStore();
    const upload = await requestPhotoUpload(
      uploadsOn(new FakePhotoBucket(), store, [claimed()]),
      'tsk_1',
      'op_1',
      { ...jpeg, requirement: 0, capture: { captured_at: '2026-11-26T13:00:00+01:00', lat: 52.5, lng: 13.4 } },
      now,
    );
    expect(upload.photoId).toMatch(/^ph_/);
    expect(upload.expiresAt).toBe('2026-11-26T12:15:00.000Z');
    expect(upload.upload.fields.key).toBe(`photos/tsk_1/${upload.photoId}`);
    expect(store.photos[0]).toMatchObject({ requirement: 0, capture: { captured_at: '2026-11-26T12:00:00.000Z', lat: 52.5, lng: 13.4 } });
  });

  it.each([
    ['another operator', claimed({ operator: { id: 'op_2', name: 'Ola', rating: 5 } })],
    ['an unclaimed task', aTask()],
    ['a submitted task', claimed({ status: 'SUBMITTED' })],
  ])('refuses the upload of %s as the submit does', async (_, task) => {
    const store = new FakePhotosStore();
    await expect(requestPhotoUpload(uploadsOn(new FakePhotoBucket(), store, [task]), 'tsk_1', 'op_1', jpeg, now)).rejects.toThrow(
      'Task not found or not in submittable status',
    );
    expect(store.photos).toEqual([]);
  });

  it("refuses a requirement tag past the task's requirements", async () => {
    await expect(
      requestPhotoUpload(uploadsOn(new FakePhotoBucket(), new FakePhotosStore(), [claimed()]), 'tsk_1', 'op_1', { ...jpeg, requirement: 1 }, now),
    ).rejects.toThrow(/requirement/);
  });

  it('refuses an operator who may not work before reading the task', async () => {
    let read = false;
    const deps = uploadsOn(new FakePhotoBucket(), new FakePhotosStore(), [claimed()], {
      approvedOperator: async () => {
        throw new Error('Operator KYC is not approved');
      },
      getTask: async () => {
        read = true;
        return claimed();
      },
    });
    await expect(requestPhotoUpload(deps, 'tsk_1', 'op_1', jpeg, now)).rejects.toThrow('Operator KYC is not approved');
    expect(read).toBe(false);
  });

  it("stops at the limit of photos per task and operator, leaving the next claimant's allowance whole", async () => {
    const store = new FakePhotosStore();
    const deps = uploadsOn(new FakePhotoBucket(), store, [claimed()]);
    for (let n = 0; n < MAX_PHOTOS_PER_TASK; n += 1) await requestPhotoUpload(deps, 'tsk_1', 'op_1', jpeg, now);
    await expect(requestPhotoUpload(deps, 'tsk_1', 'op_1', jpeg, now)).rejects.toThrow('Too many photos for this task');
    const next = uploadsOn(new FakePhotoBucket(), store, [claimed({ operator: { id: 'op_2', name: 'Ola', rating: 5 } })]);
    await expect(requestPhotoUpload(next, 'tsk_1', 'op_2', jpeg, now)).resolves.toMatchObject({ photoId: expect.any(String) });
  });
});

describe('settleTaskPhotos', () => {
  const ended = claimed({ status: 'COMPLETED', proof: { photos: ['ph_1'], notes: '', submittedAt: now.toISOString() } });

  it("deletes every upload, keeps the proof's evidence restamped to the end, and takes a refunded proof back", async () => {
    const bucket = new FakePhotoBucket();
    const store = new FakePhotosStore();
    const withdrawn: Task[] = [];
    const named = aPhoto('tsk_1', 'ph_1', { evidence_key: 'photos/tsk_1/evidence/ph_1.aa', agent_key: 'photos/tsk_1/agent/ph_1.aa' });
    const leftOut = aPhoto('tsk_1', 'ph_2');
    for (const photo of [named, leftOut]) await store.insertPhoto(photo, MAX_PHOTOS_PER_TASK);
    for (const key of [named.object_key, leftOut.object_key, named.evidence_key!, named.agent_key!])
      await bucket.write(key, Buffer.from(key), 'image/jpeg');

    expect(await settleTaskPhotos(cleanupOn(bucket, store, [ended], withdrawn), 'tsk_1', now)).toEqual({ deleted: 1, kept: 1 });
    expect([...bucket.objects.keys()].sort()).toEqual([named.agent_key, named.evidence_key]);
    expect([...bucket.objects.values()].map((object) => object.writtenAt)).toEqual([now, now]);
    expect(withdrawn.map((task) => task.task_id)).toEqual(['tsk_1']);
  });

  it('leaves a task that has not ended alone', async () => {
    const bucket = new FakePhotoBucket();
    await bucket.write('photos/tsk_1/ph_1', Buffer.from('x'), 'image/jpeg');
    const store = new FakePhotosStore();
    await store.insertPhoto(aPhoto('tsk_1', 'ph_1'), MAX_PHOTOS_PER_TASK);
    expect(await settleTaskPhotos(cleanupOn(bucket, store, [claimed()]), 'tsk_1', now)).toEqual({ deleted: 0, kept: 0 });
    expect(bucket.objects.size).toBe(1);
  });

  it('is harmless to repeat', async () => {
    const bucket = new FakePhotoBucket();
    const store = new FakePhotosStore();
    await store.insertPhoto(aPhoto('tsk_1', 'ph_1', { evidence_key: 'photos/tsk_1/evidence/ph_1.aa' }), MAX_PHOTOS_PER_TASK);
    const deps = cleanupOn(bucket, store, [ended]);
    await settleTaskPhotos(deps, 'tsk_1', now);
    await expect(settleTaskPhotos(deps, 'tsk_1', now)).resolves.toEqual({ deleted: 0, kept: 1 });
  });
});
