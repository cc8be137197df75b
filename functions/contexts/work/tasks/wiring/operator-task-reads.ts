import { getAgentRecords } from '../../../accounts/agents/store';
import type { OperatorTaskReadPorts } from '../ports';
import { countOpenTasks, getTask, pageNearTasks, pageOpenTasks, pageOperatorWork } from '../store/tasks-store';

/** The composition root of what operators read of tasks: the open and near lists, their work, one task. */
export const operatorTaskReads: OperatorTaskReadPorts = {
  getTask,
  getAgentRecords,
  pageOpenTasks,
  countOpenTasks,
  pageNearTasks,
  pageOperatorWork,
};
