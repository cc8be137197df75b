import { describe, expect, it } from 'vitest';
import { fireDueTimers } from '../../../../../../../functions/contexts/edge/sweep/use-cases/fire-due-timers';
import { depositsKeys } from '../../../../../../../functions/contexts/money/deposits/store/keys';
import { accounts } from '../../../../../../../functions/contexts/money/ledger/domain/accounts';
import { payoutsKeys } from '../../../../../../../functions/contexts/money/payouts/store/keys';
import type { Task } from '../../../../../../../functions/contexts/work/tasks/domain/tasks';

import { taskErrors } from '../../../../../../../functions/contexts/work/tasks/errors';
import { recordingActions, timerSweepOn } from '../../../../../../support/fakes/sweep';
import { FakeTaskTable } from '../../../../../../support/fakes/tasks';
import { aTask } from '../../../../../../support/task-fixture';

const NOW = new Date('2026-11-28T12:00:00.000Z');

const tableWith = (...tasks: Task[]) => {
  const table = new FakeTaskTable();
  for (const task of tasks) {
    table.add(task);
    table.ledger.balances.set(accounts.agentEscrow(task.agent_id), table.ledger.balance(accounts.agentEscrow(task.agent_id)) + task.escrow_cents);
  }
  return table;
};

/** Past its deadline (the fixture's is 2026-11-27T12:00Z): due to expire. */
const expired = aTask();
/** Submitted long ago and never reviewed: its review workflow died. */
const stalledReview = aTask({
  task_id: 'tsk_2',
  status: 'SUBMITTED',
  operator: { id: 'op_1', name: 'Olga', rating: 5 },
  updated_at: '2026-11-26T11:00:00.000Z',
  deadline: '2026-11-30T12:00:00.000Z',
});

describe('fireDueTimers (the sweep)', () => {
  it('cancels an expired task with a full refund, and leaves a task whose timer is not due alone', async () => {
    const later = aTask({ task_id: 'tsk_3', deadline: '2026-12-01T12:00:00.000Z' });
    const table = tableWith(expired, later);
    const withdrawn: Task[] = [];
    const result = await fireDueTimers(timerSweepOn(table, withdrawn), NOW, recordingActions().actions);
    expect(result).toEqual({ fired: 1, resumed: 0, requeued: 0, restartedChainWork: 0 });
    expect(table.task('tsk_1')).toMatchObject({ status: 'CANCELLED', cancelled_at: NOW.toISOString() });
    expect(table.task('tsk_3').status).toBe('PENDING');
    expect(table.ledger.balance(accounts.agentDeposit('agt_1'))).toBe(1_100);
    expect(withdrawn.map((task) => task.task_id)).toEqual(['tsk_1']);
  });

  it('leaves a task that moved on meanwhile alone', async () => {
    const table = tableWith(expired);
    table.beforeWrite = () => {
      table.items.set('tsk_1', { ...table.task('tsk_1'), status: 'ACCEPTED', version: 5 });
    };
    const result = await fireDueTimers(timerSweepOn(table), NOW, recordingActions().actions);
    expect(result.fired).toBe(0);
    expect(table.task('tsk_1').status).toBe('ACCEPTED');
  });

  it('starts a stalled review again once when two sweeps run at the same moment, counting the restart on the task first', async () => {
    const table = tableWith(stalledReview);
    const { actions, restarted } = recordingActions();
    const results = await Promise.all([fireDueTimers(timerSweepOn(table), NOW, actions), fireDueTimers(timerSweepOn(table), NOW, actions)]);
    expect(results.map((result) => result.resumed).sort()).toEqual([0, 1]);
    expect(restarted).toEqual([{ step: 'review', taskId: 'tsk_2', attempt: 1 }]);
    expect(table.task('tsk_2')).toMatchObject({ status: 'SUBMITTED', resumes: 1, version: stalledReview.version + 1 });
  });

  it('fails on any other domain error', async () => {
    const table = tableWith(expired);
    const ports = timerSweepOn(table, [], {
      moveTask: async () => {
        throw taskErrors.insufficientEscrowBalance(1);
      },
    });
    await expect(fireDueTimers(ports, NOW, recordingActions().actions)).rejects.toThrow('Insufficient balance for escrow');
  });

  it('starts stalled chain work again once per sweep that takes it, counting the attempt', async () => {
    const table = tableWith();
    const started: { id: string; attempt: number }[] = [];
    const ports = timerSweepOn(table, [], {
      dueWork: async () => ({
        chainWork: [
          {
            work: { kind: 'payout', id: 'pay_1' },
            item: payoutsKeys.payout('pay_1'),
            check: '2026-11-28T11:00:00.000Z',
            restarts: 1,
            simulated: false,
          },
          {
            work: { kind: 'deposit', id: '0xdeposit' },
            item: depositsKeys.deposit('0xdeposit'),
            check: '2026-11-28T11:00:00.000Z',
            restarts: 0,
            simulated: false,
          },
        ],
        tasks: [],
      }),
      // Another sweep took the deposit first.
      takeChainRestart: async (work) => work.work.kind === 'payout',
    });
    const actions = {
      ...recordingActions().actions,
      restartChainWork: async (work: { id: string }, attempt: number) => void started.push({ id: work.id, attempt }),
    };
    await expect(fireDueTimers(ports, NOW, actions)).resolves.toMatchObject({ restartedChainWork: 1 });
    expect(started).toEqual([{ id: 'pay_1', attempt: 2 }]);
  });

  it("checks a task's callbacks when their check is due, counting the callbacks queued again", async () => {
    const withCallbacksDue = aTask({ task_id: 'tsk_4', deadline: '2026-12-01T12:00:00.000Z', callbacks_due: '2026-11-28T11:00:00.000Z' });
    const checked: string[] = [];
    const ports = timerSweepOn(tableWith(withCallbacksDue), [], {
      checkCallbacks: async (task) => {
        checked.push(task.task_id);
        return 2;
      },
    });
    await expect(fireDueTimers(ports, NOW, recordingActions().actions)).resolves.toEqual({
      fired: 0,
      resumed: 0,
      requeued: 2,
      restartedChainWork: 0,
    });
    expect(checked).toEqual(['tsk_4']);
  });

  it('refunds a dispute nobody appealed by its deadline, recording the resolution, and takes the proof back from the agent', async () => {
    const lapsed = aTask({
      task_id: 'tsk_5',
      status: 'DISPUTED',
      operator: { id: 'op_1', name: 'Olga', rating: 5 },
      deadline: '2026-12-01T12:00:00.000Z',
      dispute: { reason: 'Wrong street', disputed_at: '2026-11-20T12:00:00.000Z', appeal_deadline: '2026-11-23T12:00:00.000Z' },
    });
    const table = tableWith(lapsed);
    const withdrawn: Task[] = [];
    await expect(fireDueTimers(timerSweepOn(table, withdrawn), NOW, recordingActions().actions)).resolves.toMatchObject({ fired: 1 });
    expect(table.task('tsk_5')).toMatchObject({
      status: 'CANCELLED',
      dispute: { resolution: { outcome: 'refund', note: 'No appeal by the deadline', resolved_at: NOW.toISOString() } },
    });
    expect(withdrawn.map((task) => task.task_id)).toEqual(['tsk_5']);
  });
});
