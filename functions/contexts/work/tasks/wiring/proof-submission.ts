import { approvedOperator } from '../../../accounts/operators/wiring/approval';
import { getTaskPhotos } from '../../photos/store';
import { fixEvidenceNow } from '../../photos/wiring/evidence';
import type { ProofSubmissionPorts } from '../ports';
import { getTask } from '../store/tasks-store';
import { moveTaskWith } from '../use-cases/move-task';
import { moveRules, taskMovesTable } from './move-table';

/**
 * The submit's moves count nothing: IN_PROGRESS -> SUBMITTED completes no task and moves no money
 * (its transition moves no money: a unit test pins it), so the route's move is wired without
 * the metrics counter and its bundle holds no metrics library (about 11 KB).
 */
const countsNothing = (): void => undefined;

/** The composition root of the submit route: the table, and the photo bucket the evidence is fixed in. */
export const proofSubmission: ProofSubmissionPorts = {
  tasks: { getTask },
  moveTask: moveTaskWith({ tasks: taskMovesTable, rules: moveRules, countMove: countsNothing }),
  approvedOperator,
  photos: { getTaskPhotos },
  fixEvidence: fixEvidenceNow,
};
