import { describe, expect, it } from 'vitest';
import { MAX_PHOTOS_PER_TASK } from '../../../../../../../functions/contexts/work/photos/domain/evidence';
import type { Task } from '../../../../../../../functions/contexts/work/tasks/domain/tasks';
import { requestPhotoUpload } from '../../../../../../../functions/contexts/work/tasks/use-cases/request-photo-upload';
import { settleTaskPhotos } from '../../../../../../../functions/contexts/work/tasks/use-cases/settle-task-photos';
import { aPhoto, cleanupOn, FakePhotoBucket, FakePhotosStore, uploadsOn } from '../../../../../../support/fakes/photos';
import { aTask } from '../../../../../../support/task-fixture';

const now = new Date('2026-11-26T12:00:00.000Z');
const claimed = (overrides: Partial<Task> = {}) => aTask({ status: 'IN_PROGRESS', operator: { id: 'op_1', name: 'Olga', rating: 5 }, ...overrides });
const jpeg = { contentType: 'image/jpeg' as const, sizeBytes: 1234 };

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
