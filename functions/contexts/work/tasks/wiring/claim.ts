import { approvedOperator } from '../../../accounts/operators/wiring/approval';
import type { TaskClaimPorts } from '../ports';
import { seatClaim } from '../store/seat-claims-store';
import { moveTask } from './moves';

/** The composition root of an operator's claim: the move, the operators' table and the one seat of a batch an operator may hold. */
export const taskClaims: TaskClaimPorts = { moveTask, approvedOperator, seatClaim };
