import { approvedOperator } from '../../../accounts/operators/wiring/approval';
import { getTaskPhotos } from '../../photos/store';
import { fixEvidenceNow } from '../../photos/wiring/evidence';
import type { ProofSubmissionPorts } from '../ports';
import { getTask } from '../store/tasks-store';
import { moveTask } from './moves';

/** The composition root of the submit route: the table, and the photo bucket the evidence is fixed in. */
export const proofSubmission: ProofSubmissionPorts = {
  tasks: { getTask },
  moveTask,
  approvedOperator,
  photos: { getTaskPhotos },
  fixEvidence: fixEvidenceNow,
};
