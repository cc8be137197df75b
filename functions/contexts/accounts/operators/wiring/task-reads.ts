import { countOpenTasks, getTask, pageNearTasks, pageOpenTasks, pageOperatorWork } from '../../../work/tasks/store';
import { getAgentRecords } from '../../agents/store';
import type { OperatorTaskReadPorts } from '../ports';
import { getOperator } from '../store/operators-store';

/** The composition root of what operators read: the open and near lists, their work, one task, their profile. */
export const operatorTaskReads: OperatorTaskReadPorts = {
  getTask,
  getOperator,
  getAgentRecords,
  pageOpenTasks,
  countOpenTasks,
  pageNearTasks,
  pageOperatorWork,
};
