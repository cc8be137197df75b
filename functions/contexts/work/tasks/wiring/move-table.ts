import { config } from '../../../../platform/settings';
import type { MoveRules } from '../domain/task-moves';
import type { TaskMovesStore } from '../ports';
import { commitMove } from '../store/task-moves-store';
import { getTask, saveWithoutTransition } from '../store/tasks-store';

/** The task items on the DynamoDB table, as moves read and write them. */
export const taskMovesTable: TaskMovesStore = { getTask, commitMove, saveWithoutTransition };

/** The configured rules every move is planned by. */
export const moveRules: MoveRules = { timerRules: config.timerRules, maxOpenClaims: config.maxOpenClaims, killFee: config.killFee };
