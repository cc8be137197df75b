import { describe, expect, it } from 'vitest';
import { operatorErrors } from '../../../../../../../functions/contexts/accounts/operators/errors';
import { accounts } from '../../../../../../../functions/contexts/money/ledger/domain/accounts';
import type { Task } from '../../../../../../../functions/contexts/work/tasks/domain/tasks';
import type { TaskActionPorts } from '../../../../../../../functions/contexts/work/tasks/ports';
import { approveEstimate } from '../../../../../../../functions/contexts/work/tasks/use-cases/approve-estimate';
import { cancelTask } from '../../../../../../../functions/contexts/work/tasks/use-cases/cancel-task';
import { rejectEstimate } from '../../../../../../../functions/contexts/work/tasks/use-cases/reject-estimate';
import { startTask } from '../../../../../../../functions/contexts/work/tasks/use-cases/start-task';
import { withdrawClaim } from '../../../../../../../functions/contexts/work/tasks/use-cases/withdraw-claim';
import { FakeTaskTable } from '../../../../../../support/fakes/tasks';
import { refusalOf } from '../../../../../../support/refusals';
import { aTask } from '../../../../../../support/task-fixture';

const now = new Date('2026-11-26T12:00:00.000Z');
const ada = { id: 'op_1', name: 'Ada', rating: 5 };

/** A table holding one task, and the ports over it with every operator approved unless `refused` names one. */
const tableWith = (task: Task, refused?: string) => {
  const table = new FakeTaskTable();
  table.add(task);
  table.openClaims.set('op_1', new Set([task.task_id]));
  const deps: TaskActionPorts = {
    moveTask: table.moveTask,
    approvedOperator: async (operatorId) => {
      if (operatorId === refused) throw operatorErrors.kycRequired();
    },
  };
  return { table, deps };
};

const estimated = () => aTask({ status: 'ESTIMATE_PENDING', operator: ada, claimed_at: now.toISOString() });

describe("the agent's and operator's moves of one task", () => {
  it("approves the operator's estimate: ACCEPTED with when, and only by the task's agent", async () => {
    const { table, deps } = tableWith(estimated());
    await expect(approveEstimate(deps, 'tsk_1', 'agt_2', now)).rejects.toThrow('Task not found');
    expect(table.task('tsk_1').status).toBe('ESTIMATE_PENDING');
    await expect(approveEstimate(deps, 'tsk_1', 'agt_1', now)).resolves.toMatchObject({ status: 'ACCEPTED', accepted_at: now.toISOString() });
  });

  it('rejects an estimate or takes a withdrawn claim back: open again, the claim cleared and released', async () => {
    for (const move of [
      (deps: TaskActionPorts) => rejectEstimate(deps, 'tsk_1', 'agt_1', now),
      (deps: TaskActionPorts) => withdrawClaim(deps, 'tsk_1', 'op_1', now),
    ]) {
      const { table, deps } = tableWith(estimated());
      const task = await move(deps);
      expect(task.status).toBe('PENDING');
      expect(task.operator).toBeUndefined();
      expect(table.openClaims.get('op_1')?.size).toBe(0);
    }
  });

  it('refuses a withdrawal by anyone but the claimant', async () => {
    const { deps } = tableWith(estimated());
    await expect(withdrawClaim(deps, 'tsk_1', 'op_2', now)).rejects.toThrow('Task not found or not claimed by you');
  });

  it('cancels a task no one works on yet, refunding the whole escrow to the deposit', async () => {
    const { table, deps } = tableWith(aTask());
    table.ledger.balances.set(accounts.agentEscrow('agt_1'), 1_100);
    await expect(cancelTask(deps, 'tsk_1', 'agt_1', now)).resolves.toMatchObject({ status: 'CANCELLED', cancelled_at: now.toISOString() });
    expect(table.ledger.balance(accounts.agentDeposit('agt_1'))).toBe(1_100);
    expect(table.ledger.balance(accounts.agentEscrow('agt_1'))).toBe(0);
  });

  it.each(['IN_PROGRESS', 'SUBMITTED'] as const)('answers 404 Task not found or cannot be cancelled from %s, refunding nothing', async (status) => {
    const { table, deps } = tableWith(aTask({ status, operator: ada, claimed_at: now.toISOString(), accepted_at: now.toISOString() }));
    table.ledger.balances.set(accounts.agentEscrow('agt_1'), 1_100);
    expect(await refusalOf(() => cancelTask(deps, 'tsk_1', 'agt_1', now))).toEqual({
      status: 404,
      body: { error: 'Task not found or cannot be cancelled' },
    });
    expect([table.task('tsk_1').status, table.ledger.balance(accounts.agentEscrow('agt_1'))]).toEqual([status, 1_100]);
  });

  it('starts approved work with the check-in position, only for an approved claimant', async () => {
    const accepted = () => aTask({ status: 'ACCEPTED', operator: ada, claimed_at: now.toISOString(), accepted_at: now.toISOString() });
    const refused = tableWith(accepted(), 'op_1');
    await expect(startTask(refused.deps, 'tsk_1', 'op_1', now)).rejects.toThrow('KYC verification required before accepting tasks');
    expect(refused.table.task('tsk_1').status).toBe('ACCEPTED');
    const { deps } = tableWith(accepted());
    const location = { lat: 52.52, lng: 13.405, accuracy_m: 12 };
    await expect(startTask(deps, 'tsk_1', 'op_1', now, location)).resolves.toMatchObject({
      status: 'IN_PROGRESS',
      started_at: now.toISOString(),
      start_location: location,
    });
  });
});
