import { describe, expect, it } from 'vitest';
import type { Operator } from '../../../../../../../functions/contexts/accounts/operators/domain/operators';
import { operatorRatings, operatorRecord } from '../../../../../../../functions/contexts/work/ratings/use-cases/operator-record';
import { rateOperator } from '../../../../../../../functions/contexts/work/ratings/use-cases/rate-operator';
import type { Task } from '../../../../../../../functions/contexts/work/tasks/domain/tasks';
import { FakeRatingsTable } from '../../../../../../support/fakes/ratings';

const NOW = new Date('2026-06-01T12:00:00.000Z');

const completed = (overrides: Partial<Task> = {}) =>
  ({ task_id: 'task_1', agent_id: 'ag_1', status: 'COMPLETED', operator: { id: 'op_1', name: 'Ada' }, ...overrides }) as Task;

const world = (task: Task = completed()) => {
  const table = new FakeRatingsTable();
  table.taskItems.set(task.task_id, task);
  table.operatorItems.set('op_1', { operator_id: 'op_1', name: 'Ada', rating: 5 } as Operator);
  return table;
};

describe('rateOperator: the agent rates the operator of its completed task, once', () => {
  it('stores the rating and adds the score to the operator', async () => {
    const table = world();
    const rating = await rateOperator(table, 'task_1', 'ag_1', { score: 4, comment: 'Quick' }, NOW);
    expect(rating).toEqual({ task_id: 'task_1', score: 4, comment: 'Quick', created_at: NOW.toISOString() });
    expect(await operatorRatings(table, 'op_1')).toEqual([rating]);
    expect(table.operatorItems.get('op_1')).toMatchObject({ rating_sum: 4, rating_count: 1 });
  });

  it('leaves out an empty comment', async () => {
    expect(await rateOperator(world(), 'task_1', 'ag_1', { score: 5, comment: '' }, NOW)).not.toHaveProperty('comment');
  });

  it.each([
    ['an unknown task', 'task_unknown', 'ag_1', completed()],
    ["another agent's task", 'task_1', 'ag_2', completed()],
    ['a task not completed', 'task_1', 'ag_1', completed({ status: 'VERIFIED' })],
    ['a sandbox task', 'task_1', 'ag_1', completed({ sandbox: true })],
    ['a task without an operator', 'task_1', 'ag_1', completed({ operator: undefined })],
  ])('refuses %s as not found or not completed', async (_case, taskId, agentId, task) => {
    const table = world(task);
    await expect(rateOperator(table, taskId, agentId, { score: 3 }, NOW)).rejects.toThrow('Task not found or not completed');
    expect(await operatorRatings(table, 'op_1')).toEqual([]);
  });

  it('refuses a second rating of the task', async () => {
    const table = world();
    await rateOperator(table, 'task_1', 'ag_1', { score: 4 }, NOW);
    await expect(rateOperator(table, 'task_1', 'ag_1', { score: 1 }, NOW)).rejects.toThrow('Task already rated');
    expect(table.operatorItems.get('op_1')).toMatchObject({ rating_sum: 4, rating_count: 1 });
  });

  it('of two ratings racing past the read, stores one: the task is marked rated in the same write', async () => {
    const table = world();
    const results = await Promise.allSettled([
      rateOperator(table, 'task_1', 'ag_1', { score: 4 }, NOW),
      rateOperator(table, 'task_1', 'ag_1', { score: 2 }, NOW),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(results.find((r) => r.status === 'rejected')).toMatchObject({ reason: expect.objectContaining({ message: 'Task already rated' }) });
    expect(table.operatorItems.get('op_1')?.rating_count).toBe(1);
  });
});

describe("operatorRecord: the back office's view of an operator", () => {
  it('answers the operator, and not found for an unknown one', async () => {
    const table = world();
    expect(await operatorRecord(table, 'op_1')).toMatchObject({ operator_id: 'op_1' });
    await expect(operatorRecord(table, 'op_unknown')).rejects.toThrow('Operator not found');
  });
});
