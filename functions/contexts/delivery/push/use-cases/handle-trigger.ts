import { isLater } from '../../../../platform/kernel/instants';
import type { PushPorts, PushTrigger } from '../ports';
import { notifyOperator, notifyTaskOpened } from './notify';

type Deps = Pick<PushPorts, 'subscriptions' | 'send' | 'getTask'>;

/**
 * What one stream record sends: a new open located task to the devices around it; an approved
 * estimate or a dispute to the task's operator; an agent's message to the operator it was written
 * to; a confirmed payout to its operator. The task is read as it is now: one claimed or cancelled
 * since it opened, or whose work window has closed, is announced to no one. The seats of a batch open together at one place: the
 * first seat read open announces the batch, and no device hears of it once per seat.
 */
export const handleTrigger = async (deps: Deps, trigger: PushTrigger, now: Date): Promise<void> => {
  switch (trigger.kind) {
    case 'task_created': {
      const task = await deps.getTask(trigger.taskId);
      if (!task || task.sandbox || task.status !== 'PENDING' || !task.location) return;
      if (task.windowClosesAt && !isLater(task.windowClosesAt, now)) return;
      if (task.batchId && !(await deps.subscriptions.announceBatchOnce(task.batchId))) return;
      await notifyTaskOpened(deps, { taskId: task.taskId, title: task.title, location: task.location });
      return;
    }
    case 'task_status': {
      const approved = trigger.status === 'ACCEPTED' && trigger.previousStatus === 'ESTIMATE_PENDING';
      if (!approved && trigger.status !== 'DISPUTED') return;
      const task = await deps.getTask(trigger.taskId);
      if (!task?.operatorId || task.sandbox) return;
      await notifyOperator(deps, task.operatorId, { kind: approved ? 'estimate_approved' : 'task_disputed', taskId: task.taskId, title: task.title });
      return;
    }
    case 'agent_message':
      await notifyOperator(deps, trigger.operatorId, { kind: 'agent_message', taskId: trigger.taskId, text: trigger.text });
      return;
    case 'payout_confirmed':
      await notifyOperator(deps, trigger.operatorId, { kind: 'payout_confirmed', netCents: trigger.netCents });
      return;
  }
};
