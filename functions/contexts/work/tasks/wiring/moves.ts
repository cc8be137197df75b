import { config } from '../../../../platform/settings';
import type { TaskMovesStore } from '../ports';
import { commitMove } from '../store/task-moves-store';
import { getTask, saveWithoutTransition } from '../store/tasks-store';
import { moveTaskWith } from '../use-cases/move-task';

/** The task items on the DynamoDB table, as moves read and write them. */
export const taskMovesTable: TaskMovesStore = { getTask, commitMove, saveWithoutTransition };

/** The one way a task changes status, on the table with the configured rules. */
export const moveTask = moveTaskWith({
  tasks: taskMovesTable,
  rules: { timerRules: config.timerRules, maxOpenClaims: config.maxOpenClaims, killFee: config.killFee },
});
