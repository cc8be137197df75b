import { countMoveMetrics } from '../use-cases/move-metrics';
import { moveTaskWith } from '../use-cases/move-task';
import { moveRules, taskMovesTable } from './move-table';

/** The one way a task changes status, on the table with the configured rules, each move's metrics counted. */
export const moveTask = moveTaskWith({ tasks: taskMovesTable, rules: moveRules, countMove: countMoveMetrics });
