import { listTaskPhotos } from '../../photos/store';
import { photoObjects } from '../../photos/wiring/objects';
import type { CleanupPorts } from '../ports';
import { getTask } from '../store/tasks-store';
import { withdrawRefundedProof } from '../use-cases/withdraw-proof';
import { proofWithdrawal } from './proof-withdrawal';

/** The composition root of the PhotoCleanup workflow's step. */
export const endedTaskPhotos: CleanupPorts = {
  objects: photoObjects,
  store: { listTaskPhotos },
  getTask,
  withdrawRefundedProof: (task) => withdrawRefundedProof(proofWithdrawal, task),
};
