import { approvedOperator } from '../../../accounts/operators/wiring/approval';
import { seatClaimWrite } from '../../batches/store';
import type { TaskClaimPorts } from '../ports';
import { moveTask } from './moves';

/** The composition root of an operator's claim: the move, the operators' table and a batch seat's hold. */
export const taskClaims: TaskClaimPorts = { moveTask, approvedOperator, seatClaimWrite };
