import { countOpenTasks, getTask, pageOpenTasks } from '../../store/tasks';
import { pageThrough, type PageRequest } from '../task-pages';
import { getOperator } from '../../store/operators';
import { errors } from '../../core/errors';
import type { Operator } from '../../core/operators';
import type { Task, TaskType } from '../../core/tasks';

/**
 * A page of the tasks operators can claim: PENDING, real (never sandbox) and before their deadline;
 * newest first, with the total and the next page's cursor. All operators see one list, so a
 * cursor is anyone's, but only for the task type it was made with. Reads only.
 */
export const listOpenTasks = (request: PageRequest & { taskType?: TaskType }, now: Date) =>
  pageThrough(
    request,
    { list: 'open-tasks', owner: '', filter: request.taskType ?? null },
    {
      page: (start) => pageOpenTasks({ ...start, taskType: request.taskType, now }),
      count: () => countOpenTasks({ taskType: request.taskType, now }),
    },
  );

/** The calling operator, for the app's profile and KYC status. Reads only. */
export const getOperatorProfile = async (operatorId: string): Promise<Operator> => {
  const operator = await getOperator(operatorId);
  if (!operator) throw errors.operatorNotFound();
  return operator;
};

/**
 * One task as an operator may see it: an open task (what the list shows), or a task this
 * operator claimed, at any later status; any other task is not found. Reads only.
 */
export const getOperatorTask = async (taskId: string, operatorId: string, now: Date): Promise<Task> => {
  const task = await getTask(taskId);
  const open = task && task.status === 'PENDING' && !task.sandbox && new Date(task.deadline) > now;
  if (!task || (!open && task.operator?.id !== operatorId)) throw errors.taskNotFound();
  return task;
};
