import type { Contribution } from '../../../platform/table/contribution';
/**
 * Ports: what the photos use cases need from outside the module, as types only (the pattern is
 * described in contexts/money/payouts/ports.ts).
 */
import type { PhotoContentType, PresignedUpload } from './domain/evidence';
import type { FixedEvidence, Photo } from './store/photos-store';

export type { FixedEvidence, Photo };
/** Writes that join another transaction (a submit's move). */
export type Writes = Contribution;

/** The photo bucket: proof uploads, their fixed evidence and the agent's copies. */
export interface PhotoObjects {
  read(key: string): Promise<Buffer | undefined>;
  write(key: string, body: Buffer, contentType: string): Promise<void>;
  /** An S3 POST form whose policy pins the key, the content type and the exact size. */
  presignUpload(key: string, contentType: string, sizeBytes: number): Promise<PresignedUpload>;
  delete(keys: string[]): Promise<void>;
  /** Copies each object onto itself, so the bucket's lifecycle counts from `endedAt`; a missing object is skipped. */
  restamp(objects: { key: string; contentType: string }[], endedAt: Date): Promise<void>;
}

/** The photo items (each method one transaction, or the writes for another's). */
export interface PhotosStore {
  /** Records a photo counted against its operator's `limit` on the task; false when the limit is reached. */
  insertPhoto(photo: Photo, limit: number): Promise<boolean>;
  listTaskPhotos(taskId: string): Promise<Photo[]>;
  /** The writes a submit adds to its move: each photo's fixed evidence. */
  evidenceWrites(taskId: string, fixed: FixedEvidence[]): Writes;
  /** Claims each image for the task's proof unless another proof holds it (before the submit's move, outside it). */
  claimImages(taskId: string, fixed: FixedEvidence[]): Promise<void>;
}

/** Fixing a proof's evidence at its submit. */
export interface EvidencePorts {
  objects: Pick<PhotoObjects, 'read' | 'write'>;
  store: Pick<PhotosStore, 'evidenceWrites' | 'claimImages'>;
  /** A copy of the image without its metadata (for the agent); undefined when the bytes do not decode. */
  metadataFreeCopy(bytes: Buffer, contentType: PhotoContentType): Promise<Buffer | undefined>;
}
