import { withdrawRefundedProof } from '../../disputes/use-cases';
import { proofWithdrawal } from '../../disputes/wiring/proof';
import { getTask } from '../../tasks/store';
import type { CleanupPorts } from '../ports';
import { listTaskPhotos } from '../store/photos-store';
import { photoObjects } from './objects';

/** The composition root of the PhotoCleanup workflow's step. */
export const endedTaskPhotos: CleanupPorts = {
  objects: photoObjects,
  store: { listTaskPhotos },
  getTask,
  withdrawRefundedProof: (task) => withdrawRefundedProof(proofWithdrawal, task),
};
