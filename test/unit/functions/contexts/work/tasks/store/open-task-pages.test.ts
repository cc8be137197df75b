import fc from 'fast-check';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Task } from '../../../../../../../functions/contexts/work/tasks/domain/tasks';
import { OPEN_TASK_SHARDS, tasksKeys } from '../../../../../../../functions/contexts/work/tasks/store/keys';
import { MAX_EVALUATED_PER_PAGE, pageOpenTasks } from '../../../../../../../functions/contexts/work/tasks/store/tasks-store';
import type { ListPosition } from '../../../../../../../functions/platform/kernel/cursors';
import { listedTask, taskIndexTable } from '../../../../../../support/task-index';

// The table, as the store's one client: a small stand-in for the open-task index (gsi2), sharded as the tasks store's keys.ts shards it.
const send = vi.hoisted(() => vi.fn());
vi.mock('../../../../../../../functions/platform/table/client', async () => {
  const { DynamoDBDocumentClient } = await import('@aws-sdk/lib-dynamodb');
  return { ddb: Object.assign(Object.create(DynamoDBDocumentClient.prototype), { send }), TABLE_NAME: 'handoff-test' };
});

const NOW = new Date('2026-06-01T00:00:00.000Z');

/** Task n, newest first by n descending; its id is random-looking, so its shard is too. */
const taskOf = (n: number, taskType: Task['task_type']): Task =>
  listedTask(n, { task_id: `task_${(n * 2654435761).toString(16).padStart(12, '0')}`, task_type: taskType });

let tasks: Task[] = [];
const entryOf = (task: Task) => ({
  ...tasksKeys.task(task.task_id),
  ...tasksKeys.openTask(task.created_at, task.task_id),
  task_type: task.task_type,
  deadline: task.deadline,
});

/** The open-task index (gsi2), one shard per query: entries below `:after` when the key condition names it, filtered by deadline and type. */
const table = taskIndexTable({
  index: 'gsi2',
  tasks: () => tasks,
  entryOf,
  inPartition: (entry, values) => entry.gsi2pk === values[':open'] && (values[':after'] === undefined || entry.gsi2sk < values[':after']),
  matches: (entry, values) => entry.deadline > values[':now'] && (values[':type'] === undefined || entry.task_type === values[':type']),
});

const queryCalls = () => send.mock.calls.map(([command]) => command).filter((command) => command.constructor.name === 'QueryCommand').length;

beforeEach(() => {
  send.mockReset();
  send.mockImplementation(async (command) => table(command));
});

/** Every page from the start, following `next`: the titles of each page. */
const walk = async (limit: number, taskType?: string): Promise<string[][]> => {
  const pages: string[][] = [];
  let after: ListPosition | undefined;
  for (let i = 0; i < 500; i++) {
    const page = await pageOpenTasks({ limit, offset: 0, after, taskType, now: NOW });
    pages.push(page.tasks.map((task) => task.title));
    if (!page.next) return pages;
    after = page.next;
  }
  throw new Error('more than 500 pages');
};

const newestFirst = (of: Task[]) => [...of].sort((a, b) => b.created_at.localeCompare(a.created_at)).map((task) => task.title);

describe('A page of open tasks, over the shards of the index', () => {
  it('spreads open tasks over every shard', () => {
    tasks = Array.from({ length: 400 }, (_, n) => taskOf(n, 'PHOTO'));
    const partitions = new Set(tasks.map((task) => tasksKeys.openTask(task.created_at, task.task_id).gsi2pk));
    expect([...partitions].sort()).toEqual([...tasksKeys.openTaskPartitions].sort());
    expect(tasksKeys.openTaskPartitions).toHaveLength(OPEN_TASK_SHARDS);
  });

  it('pages newest first by cursor and by offset alike, every task once, whatever the page size and the mix of types', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom<Task['task_type']>('PHOTO', 'INSPECTION', 'DELIVERY'), { maxLength: 60 }),
        fc.integer({ min: 1, max: 25 }),
        fc.constantFrom(undefined, 'INSPECTION'),
        async (types, limit, taskType) => {
          tasks = types.map((type, n) => taskOf(n, type));
          const expected = newestFirst(tasks.filter((task) => taskType === undefined || task.task_type === taskType));
          const byCursor = await walk(limit, taskType);
          expect(byCursor.flat()).toEqual(expected);
          // From the start, no cursor page is short but the last.
          expect(byCursor.slice(0, -1).every((page) => page.length === limit)).toBe(true);
          for (let offset = 0; offset < expected.length; offset += limit) {
            const page = await pageOpenTasks({ limit, offset, taskType, now: NOW });
            expect(page.tasks.map((task) => task.title)).toEqual(expected.slice(offset, offset + limit));
            expect(page.next !== undefined).toBe(offset + limit < expected.length);
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it('stops a cursor page of a rare type after MAX_EVALUATED_PER_PAGE entries in all: short pages, every match still once and in order', async () => {
    const rare = [2999, 2500, 1700, 100, 3];
    tasks = Array.from({ length: 3000 }, (_, n) => taskOf(n, rare.includes(n) ? 'INSPECTION' : 'PHOTO'));
    const pages: string[][] = [];
    let after: ListPosition | undefined = { createdAt: '2030-01-01T00:00:00.000Z', taskId: 'task_x' };
    while (after) {
      send.mockClear();
      const page = await pageOpenTasks({ limit: 2, offset: 0, after, taskType: 'INSPECTION', now: NOW });
      const limits = send.mock.calls.map(([command]) => command.input.Limit).filter((limit) => limit !== undefined);
      expect(limits.reduce((sum, limit) => sum + limit, 0)).toBeLessThanOrEqual(MAX_EVALUATED_PER_PAGE + OPEN_TASK_SHARDS);
      expect(queryCalls()).toBeGreaterThanOrEqual(OPEN_TASK_SHARDS);
      pages.push(page.tasks.map((task) => task.title));
      after = page.next;
    }
    expect(pages.flat()).toEqual(rare.map((n) => `Task ${n}`));
    expect(pages.some((page) => page.length < 2)).toBe(true);
  });

  it('reads on to the end without a cursor, however rare the type: an offset page is never short', async () => {
    const rare = [2999, 2500, 100];
    tasks = Array.from({ length: 3000 }, (_, n) => taskOf(n, rare.includes(n) ? 'INSPECTION' : 'PHOTO'));
    const page = await pageOpenTasks({ limit: 20, offset: 1, taskType: 'INSPECTION', now: NOW });
    expect(page.tasks.map((task) => task.title)).toEqual(['Task 2500', 'Task 100']);
    expect(page.next).toBeUndefined();
  });
});
