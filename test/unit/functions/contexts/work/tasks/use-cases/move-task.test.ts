import { describe, expect, it } from 'vitest';
import { accounts } from '../../../../../../../functions/contexts/money/ledger/domain/accounts';
import type { Task } from '../../../../../../../functions/contexts/work/tasks/domain/tasks';
import { taskErrors } from '../../../../../../../functions/contexts/work/tasks/errors';
import type { MoveTaskRequest } from '../../../../../../../functions/contexts/work/tasks/ports';
import { FakeTaskTable, MOVE_RULES } from '../../../../../../support/fakes/tasks';
import { aTask } from '../../../../../../support/task-fixture';

const NOW = new Date('2026-11-26T12:00:00.000Z');

const pending = (taskId: string, overrides: Partial<Task> = {}): Task => aTask({ task_id: taskId, version: 1, ...overrides });

const claim = (taskId: string, operatorId = 'op_1'): MoveTaskRequest => ({
  taskId,
  trigger: 'accept',
  actor: { kind: 'operator', id: operatorId },
  now: NOW,
  changes: () => ({ operator: { id: operatorId, name: 'Ada', rating: 5 }, claimed_at: NOW.toISOString() }),
});

const cancel = (taskId: string): MoveTaskRequest => ({ taskId, trigger: 'cancel', actor: { kind: 'agent', id: 'agt_1' }, now: NOW });

describe('moveTask: load, plan, commit, and plan again when another move won', () => {
  it('commits the plan: the task, its status-change event and its money together', async () => {
    const tasks = new FakeTaskTable();
    tasks.add(pending('tsk_1'));
    tasks.ledger.balances.set(accounts.agentEscrow('agt_1'), 1_100);
    const { task, transition } = await tasks.moveTask(cancel('tsk_1'));
    expect(transition.trigger).toBe('cancel');
    expect(task).toMatchObject({ status: 'CANCELLED', version: 2, escrow_cents: 0 });
    expect(tasks.task('tsk_1')).toEqual(task);
    expect(tasks.events).toEqual([{ taskId: 'tsk_1', status: 'CANCELLED', previous: 'PENDING' }]);
    expect(tasks.ledger.balance(accounts.agentDeposit('agt_1'))).toBe(1_100);
  });

  it('plans again from what a concurrent move left, and answers that move the table own refusal', async () => {
    const tasks = new FakeTaskTable();
    tasks.add(pending('tsk_1'));
    let raced = false;
    tasks.beforeWrite = () => {
      if (raced) return;
      raced = true;
      // Another operator's claim committed between this read and this write.
      tasks.items.set('tsk_1', { ...tasks.task('tsk_1'), status: 'ESTIMATE_PENDING', version: 2, operator: { id: 'op_2', name: 'Bo', rating: 5 } });
    };
    await expect(tasks.moveTask(claim('tsk_1'))).rejects.toThrow(taskErrors.taskNotClaimable().message);
    expect(tasks.task('tsk_1').operator?.id).toBe('op_2');
    expect(tasks.events).toEqual([]);
  });

  it('lets exactly one of two parallel claims of a task win', async () => {
    const tasks = new FakeTaskTable();
    tasks.add(pending('tsk_1'));
    const outcomes = await Promise.allSettled([tasks.moveTask(claim('tsk_1', 'op_1')), tasks.moveTask(claim('tsk_1', 'op_2'))]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(tasks.events).toHaveLength(1);
  });

  it("refuses a claim past the operator's open-claims limit, even when the claims race", async () => {
    const tasks = new FakeTaskTable();
    const ids = Array.from({ length: MOVE_RULES.maxOpenClaims + 2 }, (_, n) => `tsk_${n}`);
    for (const id of ids) tasks.add(pending(id));
    const outcomes = await Promise.allSettled(ids.map((id) => tasks.moveTask(claim(id))));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(MOVE_RULES.maxOpenClaims);
    const refusals = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [(outcome.reason as Error).message] : []));
    expect(refusals).toEqual([taskErrors.tooManyOpenClaims().message, taskErrors.tooManyOpenClaims().message]);
    expect(tasks.openClaims.get('op_1')?.size).toBe(MOVE_RULES.maxOpenClaims);
  });

  it('answers "Task not found" to an agent for a task that does not exist', async () => {
    await expect(new FakeTaskTable().moveTask(cancel('tsk_missing'))).rejects.toThrow(taskErrors.taskNotFound().message);
  });
});
