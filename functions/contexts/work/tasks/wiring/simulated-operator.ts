import { writeObject } from '../../../../adapters/photos/storage';
import { syntheticPhoto } from '../../../../adapters/photos/synthetic-photo';
import { photoKey } from '../../photos/domain';
import { getTaskPhotos, insertPhoto, listTaskPhotos } from '../../photos/store';
import { fixEvidenceNow } from '../../photos/wiring/evidence';
import type { SandboxPorts } from '../ports';
import { getTask } from '../store/tasks-store';
import { moveTask } from './moves';

/** The SandboxRun step's simulated operator on the table and the photo bucket. */
export const sandboxOperator: SandboxPorts = {
  tasks: { getTask },
  moveTask,
  photos: { listTaskPhotos, getTaskPhotos, insertPhoto },
  makePhoto: syntheticPhoto,
  storePhoto: async (taskId, photoId, bytes) => {
    const objectKey = photoKey(taskId, photoId);
    await writeObject(objectKey, bytes, 'image/jpeg');
    return objectKey;
  },
  fixEvidence: fixEvidenceNow,
};
