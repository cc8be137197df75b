import { describe, expect, it } from 'vitest';
import { handler as workRoute } from '../../../../../../../functions/contexts/work/tasks/api/operator/work';
import { TASK_STATUSES, type Task } from '../../../../../../../functions/contexts/work/tasks/domain/tasks';
import type { OperatorTaskReadPorts } from '../../../../../../../functions/contexts/work/tasks/ports';
import {
  getOperatorTask,
  listNearTasks,
  listOpenTasks,
  listOperatorWork,
} from '../../../../../../../functions/contexts/work/tasks/use-cases/operator-task-queries';
import { queryOf, refusalOf } from '../../../../../../support/refusals';
import { aTask } from '../../../../../../support/task-fixture';

const now = new Date('2026-11-26T12:00:00.000Z');
const olga = { id: 'op_1', name: 'Olga', rating: 5 };
const STATUSES = TASK_STATUSES.join(', ');

/** The reads over a fixed list of tasks; pageOperatorWork pages `work` two at a time. */
const readsOver = (tasks: Task[], work: Task[] = []): OperatorTaskReadPorts => ({
  getTask: async (taskId) => tasks.find((task) => task.task_id === taskId),
  getAgentRecords: async (agentIds) => new Map(agentIds.filter((id) => id === 'agt_1').map((id) => [id, { completed_tasks: 7, disputed_tasks: 1 }])),
  pageOpenTasks: async ({ offset, limit }) => ({ tasks: tasks.slice(offset, offset + limit) }),
  countOpenTasks: async () => tasks.length,
  pageNearTasks: async () => ({ tasks: [], total: 0 }),
  pageOperatorWork: async (_, { after, limit }) => {
    const start = after ? work.findIndex((task) => task.task_id === after.taskId) + 1 : 0;
    const page = work.slice(start, start + limit);
    const last = page.at(-1);
    return { tasks: page, ...(start + limit < work.length && last ? { next: { createdAt: last.created_at, taskId: last.task_id } } : {}) };
  },
});

describe('operator task queries', () => {
  it("shows each open task with its agent's record, and an unknown agent's as empty", async () => {
    const tasks = [aTask({ task_id: 'tsk_1' }), aTask({ task_id: 'tsk_2', agent_id: 'agt_2' })];
    const { views, pagination } = await listOpenTasks(readsOver(tasks), { limit: 20, offset: 0 }, now);
    expect(views.map((view) => [view.task.task_id, view.agent])).toEqual([
      ['tsk_1', { completed_tasks: 7, disputed_tasks: 1 }],
      ['tsk_2', { completed_tasks: 0, disputed_tasks: 0 }],
    ]);
    expect(pagination).toMatchObject({ total: 2 });
  });

  it("shows an operator an open task or one they claimed, and nobody else's", async () => {
    const tasks = [
      aTask({ task_id: 'tsk_open' }),
      aTask({ task_id: 'tsk_mine', status: 'IN_PROGRESS', operator: olga }),
      aTask({ task_id: 'tsk_theirs', status: 'IN_PROGRESS', operator: { ...olga, id: 'op_2' } }),
      aTask({ task_id: 'tsk_sandbox', sandbox: true }),
      aTask({ task_id: 'tsk_expired', deadline: now.toISOString() }),
    ];
    const reads = readsOver(tasks);
    await expect(getOperatorTask(reads, 'tsk_open', 'op_1', now)).resolves.toMatchObject({ task: { task_id: 'tsk_open' } });
    await expect(getOperatorTask(reads, 'tsk_mine', 'op_1', now)).resolves.toMatchObject({ task: { task_id: 'tsk_mine' } });
    for (const taskId of ['tsk_theirs', 'tsk_sandbox', 'tsk_expired', 'tsk_none']) {
      await expect(getOperatorTask(reads, taskId, 'op_1', now)).rejects.toThrow('Task not found');
    }
  });

  it("pages an operator's work by a cursor that is theirs and their status filter's only", async () => {
    const work = ['a', 'b', 'c'].map((id, n) => aTask({ task_id: `tsk_${id}`, operator: olga, created_at: `2026-11-2${n}T00:00:00.000Z` }));
    const reads = readsOver([], work);
    const first = await listOperatorWork(reads, 'op_1', { limit: 2 });
    expect(first.views.map((view) => view.task.task_id)).toEqual(['tsk_a', 'tsk_b']);
    const second = await listOperatorWork(reads, 'op_1', { limit: 2, cursor: first.nextCursor! });
    expect(second).toMatchObject({ views: [{ task: { task_id: 'tsk_c' } }], nextCursor: null });
    await expect(listOperatorWork(reads, 'op_2', { limit: 2, cursor: first.nextCursor! })).rejects.toThrow('Invalid cursor');
    await expect(listOperatorWork(reads, 'op_1', { limit: 2, cursor: first.nextCursor!, status: 'COMPLETED' })).rejects.toThrow('Invalid cursor');
  });

  it.each([
    [{ status: '' }, `status must be one of ${STATUSES}`],
    [{ limit: '0' }, 'limit must be at least 1'],
    [{ limit: '101' }, 'limit must be at most 100'],
    [{ limit: 'abc' }, 'limit must be a number'],
    [{ limit: '1.5' }, 'limit must be an integer'],
    [{ cursor: '' }, 'cursor must not be empty'],
    [{ cursor: 'not*a*cursor' }, 'Invalid cursor'],
    [{ cursor: 'a'.repeat(2000) }, 'cursor must be at most 1024 characters'],
  ])("refuses the operator's work for the query %j with 400", async (query, message) => {
    const work = () => listOperatorWork(readsOver([]), 'op_1', queryOf(workRoute, query));
    expect(await refusalOf(work)).toEqual({ status: 400, body: { error: message } });
  });

  it('lists the tasks near a place nearest first, resuming the walk by a cursor bound to the place, radius and type', async () => {
    const near = { lat: 52.52, lng: 13.405 };
    const asked: unknown[] = [];
    const reads: OperatorTaskReadPorts = {
      ...readsOver([]),
      pageNearTasks: async (_, radiusKm, options) => {
        asked.push({ radiusKm, offset: options.offset, after: options.after });
        return options.after
          ? { tasks: [{ task: aTask({ task_id: 'tsk_far' }), distanceKm: 4.2 }], total: 2 }
          : { tasks: [{ task: aTask({ task_id: 'tsk_near' }), distanceKm: 0.3 }], total: 2, last: { distanceKm: 0.3, taskId: 'tsk_near' } };
      },
    };
    const first = await listNearTasks(reads, { limit: 1, offset: 0, near, radiusKm: 5 }, now);
    expect(first.views.map((view) => [view.task.task_id, view.distanceKm, view.agent])).toEqual([
      ['tsk_near', 0.3, { completed_tasks: 7, disputed_tasks: 1 }],
    ]);
    expect(first.pagination).toEqual({ limit: 1, offset: 0, total: 2 });
    const second = await listNearTasks(reads, { limit: 1, offset: 0, near, radiusKm: 5, cursor: first.nextCursor! }, now);
    expect(second.views.map((view) => view.task.task_id)).toEqual(['tsk_far']);
    expect(second).toMatchObject({ pagination: { offset: 1, total: 2 }, nextCursor: null });
    expect(asked).toEqual([
      { radiusKm: 5, offset: 0, after: undefined },
      { radiusKm: 5, offset: 0, after: { distanceKm: 0.3, taskId: 'tsk_near' } },
    ]);
    // The cursor of one circle does not walk another, and a cursor does not take an offset.
    await expect(listNearTasks(reads, { limit: 1, offset: 0, near, radiusKm: 25, cursor: first.nextCursor! }, now)).rejects.toThrow('Invalid cursor');
    await expect(listNearTasks(reads, { limit: 1, offset: 0, near, radiusKm: 5, taskType: 'PHOTO', cursor: first.nextCursor! }, now)).rejects.toThrow(
      'Invalid cursor',
    );
    await expect(listNearTasks(reads, { limit: 1, offset: 1, near, radiusKm: 5, cursor: first.nextCursor! }, now)).rejects.toThrow(
      'offset must be 0 or left out with a cursor',
    );
  });
});
