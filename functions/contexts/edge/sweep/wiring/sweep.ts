import { config } from '../../../../platform/settings';
import { dueTimerEntries } from '../../../../platform/table/query';
import { oldestKycSubmission } from '../../../accounts/operators/store';
import { checkCallbacks } from '../../../delivery/callbacks/use-cases';
import { callbackChecks } from '../../../delivery/callbacks/wiring/sweep';
import { listDueChainWork, takeChainRestart } from '../../../money/deposits/store';
import { listDueTasks, oldestAppealedDispute, oldestHeld, saveWithoutTransition } from '../../../work/tasks/store';
import { withdrawRefundedProof } from '../../../work/tasks/use-cases';
import { moveTask } from '../../../work/tasks/wiring/moves';
import { proofWithdrawal } from '../../../work/tasks/wiring/proof-withdrawal';
import type { TimerPorts } from '../ports';

/** The sweep on the table, with the other modules' steps it runs. */
export const timerSweep: TimerPorts = {
  // One read of every timer shard a sweep, whatever the kinds of work due.
  dueWork: async (now) => {
    const entries = await dueTimerEntries(now);
    return { chainWork: await listDueChainWork(entries), tasks: await listDueTasks(entries) };
  },
  takeChainRestart,
  saveWithoutTransition,
  moveTask,
  checkCallbacks: (task, now, requeue) => checkCallbacks(callbackChecks, task, now, requeue),
  withdrawRefundedProof: (task) => withdrawRefundedProof(proofWithdrawal, task),
  backOfficeQueues: { oldestAppealedDispute, oldestKycSubmission, oldestHeld },
  timerRules: config.timerRules,
};
