import type { TimerPorts } from '../../../functions/contexts/edge/sweep/ports';
import type { SweepActions } from '../../../functions/contexts/edge/sweep/use-cases/fire-due-timers';
import type { Task } from '../../../functions/contexts/work/tasks/domain/tasks';
import { type FakeTaskTable, MOVE_RULES } from './tasks';

/**
 * The sweep over `table`: every task it holds is read as due (fireDueTimers itself decides which
 * timer is), no chain work, nothing waiting in the back office; `withdrawn` lists the tasks whose
 * refunded proof it took back.
 */
export const timerSweepOn = (table: FakeTaskTable, withdrawn: Task[] = [], overrides: Partial<TimerPorts> = {}): TimerPorts => ({
  dueWork: async () => ({ chainWork: [], tasks: [...table.items.values()].map((task) => structuredClone(task)) }),
  takeChainRestart: async () => true,
  saveWithoutTransition: table.saveWithoutTransition,
  moveTask: table.moveTask,
  checkCallbacks: async () => 0,
  withdrawRefundedProof: async (task) => {
    withdrawn.push(task);
  },
  backOfficeQueues: { oldestAppealedDispute: async () => undefined, oldestKycSubmission: async () => undefined, oldestHeld: async () => undefined },
  timerRules: MOVE_RULES.timerRules,
  ...overrides,
});

/** Sweep actions that record what they were asked to start or queue. */
export const recordingActions = () => {
  const restarted: { step: string; taskId: string; attempt: number }[] = [];
  const actions: SweepActions = {
    restart: async (step, task, attempt) => {
      restarted.push({ step, taskId: task.task_id, attempt });
    },
    requeue: async () => undefined,
    restartChainWork: async () => undefined,
  };
  return { actions, restarted };
};
