import { deleteObjects, presignUpload, readObject, restampObjects, writeObject } from '../../../../adapters/photos/storage';
import type { PhotoObjects } from '../ports';

/** The photo bucket (S3 deployed, the local S3 server on the local stack). */
export const photoObjects: PhotoObjects = {
  read: readObject,
  write: writeObject,
  presignUpload,
  delete: deleteObjects,
  restamp: restampObjects,
};
