import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Operator } from '../../functions/contexts/accounts/operators/domain/operators';
import { createOperator } from '../../functions/contexts/accounts/operators/store';
import type { Rating, RatingsPorts } from '../../functions/contexts/work/ratings/ports';
import { ratingsTable } from '../../functions/contexts/work/ratings/wiring/table';
import type { Task } from '../../functions/contexts/work/tasks/domain/tasks';

import { taskErrors } from '../../functions/contexts/work/tasks/errors';
import { contractSides, refusalOf } from '../support/contract-sides';
import { placeIn, placeTask } from '../support/contract-table';
import { anOperator } from '../support/fakes/operators';
import { FakeRatingsTable } from '../support/fakes/ratings';
import { aTask } from '../support/task-fixture';

interface Ratings {
  ports: RatingsPorts;
  place(task: Task): Promise<Task>;
  addOperator(operator: Operator): Promise<void>;
}

const sides = contractSides<Ratings>({
  fake: () => {
    const table = new FakeRatingsTable();
    return {
      ports: table,
      place: placeIn(table.taskItems),
      addOperator: async (operator) => void table.operatorItems.set(operator.operator_id, structuredClone(operator)),
    };
  },
  'DynamoDB Local': () => ({ ports: ratingsTable, place: placeTask, addOperator: createOperator }),
});

const AT = '2026-11-29T11:00:00.000Z';

describe.each(sides)('The ratings store (%s)', (_side, make) => {
  const { ports, place, addOperator } = make();
  const newOperator = async () => {
    const operator = anOperator({ operator_id: `op_contract_${randomUUID()}`, email: `contract-${randomUUID()}@example.com` });
    await addOperator(operator);
    return operator.operator_id;
  };
  /** A task in `status` of a new agent, done by `operatorId`: no escrow, its money settled or never held. */
  const aTaskDoneBy = (operatorId: string, status: Task['status'] = 'COMPLETED') =>
    place(
      aTask({
        task_id: `tsk_${randomUUID()}`,
        agent_id: `agt_contract_${randomUUID()}`,
        status,
        escrow_cents: 0,
        operator: { id: operatorId, name: 'Contract Operator', rating: 5 },
        deadline: '2026-12-06T11:00:00.000Z',
        created_at: AT,
        updated_at: AT,
      }),
    );
  const aRating = (task: Task, score: number, createdAt = AT): Rating => ({ task_id: task.task_id, score, comment: 'Quick', created_at: createdAt });

  it('rates a completed task once, counting the score on its operator; a second rating is refused', async () => {
    const operatorId = await newOperator();
    const task = await aTaskDoneBy(operatorId);
    await ports.ratings.recordRating(task, operatorId, aRating(task, 4));
    expect(await ports.operators.getOperator(operatorId)).toMatchObject({ rating_sum: 4, rating_count: 1 });
    expect((await ports.tasks.getTask(task.task_id))?.rated).toBe(true);
    expect(await refusalOf(ports.ratings.recordRating(task, operatorId, aRating(task, 1)))).toEqual({
      error: 'ConflictError',
      message: 'Task already rated',
    });
    expect(await ports.operators.getOperator(operatorId)).toMatchObject({ rating_sum: 4, rating_count: 1 });
    expect(await ports.ratings.listRatings(operatorId)).toEqual([aRating(task, 4)]);
  });

  it('refuses to rate a task that is not completed, or that does not exist, as already rated', async () => {
    const operatorId = await newOperator();
    const task = await aTaskDoneBy(operatorId, 'CANCELLED');
    expect(await refusalOf(ports.ratings.recordRating(task, operatorId, aRating(task, 5)))).toMatchObject({ message: 'Task already rated' });
    const missing = aTask({ task_id: `tsk_${randomUUID()}` });
    expect(await refusalOf(ports.ratings.recordRating(missing, operatorId, aRating(missing, 5)))).toMatchObject({ message: 'Task already rated' });
    expect(await ports.ratings.listRatings(operatorId)).toEqual([]);
  });

  it('refuses to rate for an operator who has no record, leaving the task unrated', async () => {
    const task = await aTaskDoneBy(`op_contract_${randomUUID()}`);
    expect(await refusalOf(ports.ratings.recordRating(task, task.operator!.id, aRating(task, 5)))).toEqual({
      error: 'NotFoundError',
      message: taskErrors.taskNotCompleted().message,
    });
    expect((await ports.tasks.getTask(task.task_id))?.rated).toBeUndefined();
  });

  it('lists an operator’s ratings newest first, whatever order they were recorded in', async () => {
    const operatorId = await newOperator();
    const [older, newer] = [await aTaskDoneBy(operatorId), await aTaskDoneBy(operatorId)];
    await ports.ratings.recordRating(newer, operatorId, aRating(newer, 5, '2026-11-29T11:30:00.000Z'));
    await ports.ratings.recordRating(older, operatorId, aRating(older, 3, '2026-11-29T11:10:00.000Z'));
    expect((await ports.ratings.listRatings(operatorId)).map((rating) => rating.task_id)).toEqual([newer.task_id, older.task_id]);
    expect(await ports.ratings.listRatings(`op_contract_${randomUUID()}`)).toEqual([]);
  });
});
