import type { EvidencePorts, FixedEvidence, Photo, PhotoObjects, PhotosStore, Writes } from '../../../functions/contexts/work/photos/ports';
import type { Task } from '../../../functions/contexts/work/tasks/domain/tasks';
import type { CleanupPorts, UploadPorts } from '../../../functions/contexts/work/tasks/ports';
import { contribution } from '../../../functions/platform/table/contribution';

/** The photo bucket in memory: each object's bytes, type and when it was last written. */
export class FakePhotoBucket implements PhotoObjects {
  readonly objects = new Map<string, { body: Buffer; contentType: string; writtenAt?: Date }>();
  /** How many reads ran at once, at most (evidence is fixed a few photos at a time). */
  mostReadsAtOnce = 0;
  private reading = 0;

  async read(key: string): Promise<Buffer | undefined> {
    this.reading += 1;
    this.mostReadsAtOnce = Math.max(this.mostReadsAtOnce, this.reading);
    await new Promise((resolve) => setImmediate(resolve));
    this.reading -= 1;
    return this.objects.get(key)?.body;
  }
  async write(key: string, body: Buffer, contentType: string): Promise<void> {
    this.objects.set(key, { body, contentType });
  }
  async presignUpload(key: string, contentType: string, sizeBytes: number) {
    return { url: 'https://bucket.test/', fields: { key, 'Content-Type': contentType, size: String(sizeBytes) } };
  }
  async delete(keys: string[]): Promise<void> {
    for (const key of keys) this.objects.delete(key);
  }
  async restamp(objects: { key: string; contentType: string }[], endedAt: Date): Promise<void> {
    for (const { key } of objects) {
      const object = this.objects.get(key);
      if (object) object.writtenAt = endedAt;
    }
  }
}

/** Photo items in memory, counted per task and operator against the limit as the store's transaction does. */
export class FakePhotosStore implements PhotosStore {
  readonly photos: Photo[] = [];
  /** What submits asked to write, per task. */
  readonly fixed = new Map<string, FixedEvidence[]>();

  async insertPhoto(photo: Photo, limit: number): Promise<boolean> {
    const counted = this.photos.filter((other) => other.task_id === photo.task_id && other.operator_id === photo.operator_id).length;
    if (counted >= limit) return false;
    this.photos.push(structuredClone(photo));
    return true;
  }
  async listTaskPhotos(taskId: string): Promise<Photo[]> {
    return this.photos.filter((photo) => photo.task_id === taskId);
  }
  /**
   * @param claims Which task's proof holds each image, by SHA-256: the first claim stays, as the
   * store's if_not_exists keeps it. The store keeps one item per image, which the review reads: give
   * a FakeProofPhotos' `claims` to share it.
   */
  constructor(readonly claims = new Map<string, { taskId: string; photoId: string }>()) {}

  async claimImages(taskId: string, fixed: FixedEvidence[]): Promise<void> {
    for (const photo of fixed) if (!this.claims.has(photo.sha256)) this.claims.set(photo.sha256, { taskId, photoId: photo.photoId });
  }
  evidenceWrites(taskId: string, fixed: FixedEvidence[]): Writes {
    this.fixed.set(taskId, fixed);
    return contribution(
      fixed.map((photo) => ({ ConditionCheck: { TableName: 'fake', Key: { pk: taskId, sk: photo.photoId }, ConditionExpression: 'true' } })),
    );
  }
}

export const evidenceOn = (bucket: FakePhotoBucket, store: FakePhotosStore, copy: EvidencePorts['metadataFreeCopy']): EvidencePorts => ({
  objects: bucket,
  store,
  metadataFreeCopy: copy,
});

export const uploadsOn = (bucket: FakePhotoBucket, store: FakePhotosStore, tasks: Task[], overrides: Partial<UploadPorts> = {}): UploadPorts => ({
  objects: bucket,
  store,
  getTask: async (taskId) => tasks.find((task) => task.task_id === taskId),
  approvedOperator: async () => undefined,
  ...overrides,
});

export const cleanupOn = (bucket: FakePhotoBucket, store: FakePhotosStore, tasks: Task[], withdrawn: Task[] = []): CleanupPorts => ({
  objects: bucket,
  store,
  getTask: async (taskId) => tasks.find((task) => task.task_id === taskId),
  withdrawRefundedProof: async (task) => {
    withdrawn.push(task);
  },
});

/** A photo item of `taskId` uploaded by `operatorId`. */
export const aPhoto = (taskId: string, photoId: string, overrides: Partial<Photo> = {}): Photo => ({
  photo_id: photoId,
  task_id: taskId,
  operator_id: 'op_1',
  object_key: `photos/${taskId}/${photoId}`,
  content_type: 'image/jpeg',
  size_bytes: 3,
  created_at: '2026-11-26T10:00:00.000Z',
  ...overrides,
});
