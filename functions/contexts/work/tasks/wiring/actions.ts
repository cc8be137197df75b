import { approvedOperator } from '../../../accounts/operators/wiring/approval';
import type { TaskActionPorts } from '../ports';
import { moveTask } from './moves';

/** The composition root of the routes that move one task for its agent or operator. */
export const taskActions: TaskActionPorts = { moveTask, approvedOperator };
