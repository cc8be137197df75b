import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FINAL_STATUSES, type Task } from '../../../../../../../functions/contexts/work/tasks/domain/tasks';
import { tasksKeys } from '../../../../../../../functions/contexts/work/tasks/store/keys';
import { MAX_EVALUATED_PER_PAGE, pageAgentTasks } from '../../../../../../../functions/contexts/work/tasks/store/tasks-store';
import { listedTask, taskIndexTable } from '../../../../../../support/task-index';

// The table, as the store's one client: a small stand-in for one agent's partition of gsi1.
const send = vi.hoisted(() => vi.fn());
vi.mock('../../../../../../../functions/platform/table/client', async () => {
  const { DynamoDBDocumentClient } = await import('@aws-sdk/lib-dynamodb');
  return { ddb: Object.assign(Object.create(DynamoDBDocumentClient.prototype), { send }), TABLE_NAME: 'handoff-test' };
});

const AGENT = 'agt_1';

/** Task n, newest first by n descending. */
const taskOf = (n: number, status: Task['status']): Task => listedTask(n, { task_id: `task_${String(n).padStart(5, '0')}`, agent_id: AGENT, status });

let tasks: Task[] = [];
const entryOf = (task: Task) => ({
  ...tasksKeys.task(task.task_id),
  ...tasksKeys.agentTasks(AGENT, task.created_at, task.task_id),
  ...(FINAL_STATUSES.includes(task.status) ? { final_status: task.status } : {}),
});

/** One agent's partition of gsi1: entries filtered by a final status, or to the open tasks. */
const table = taskIndexTable({
  index: 'gsi1',
  tasks: () => tasks,
  entryOf,
  matches: (entry, values, filter) =>
    filter === undefined || (filter === 'attribute_not_exists(final_status)' ? !entry.final_status : entry.final_status === values[':status']),
});
const commandsOf = (name: string) => send.mock.calls.map(([command]) => command).filter((command) => command.constructor.name === name);

const queryLimits = () =>
  send.mock.calls
    .map(([command]) => command)
    .filter((command) => command.constructor.name === 'QueryCommand')
    .map((command) => command.input.Limit);
const positionOf = (task: Task) => ({ createdAt: task.created_at, taskId: task.task_id });

beforeEach(() => {
  send.mockReset();
  send.mockImplementation(async (command) => table(command));
});

describe('Reading a page of an agent’s tasks', () => {
  it('reads limit + 1 entries, and says there is no next page when the last one holds exactly limit tasks', async () => {
    tasks = Array.from({ length: 40 }, (_, n) => taskOf(n, 'PENDING'));
    const first = await pageAgentTasks(AGENT, { limit: 20, offset: 0 });
    expect(first.tasks.map((task) => task.title)).toEqual(Array.from({ length: 20 }, (_, i) => `Task ${39 - i}`));
    expect(first.next).toEqual(positionOf(tasks[20]!));
    expect(queryLimits()).toEqual([21]);

    send.mockClear();
    const second = await pageAgentTasks(AGENT, { limit: 20, offset: 0, after: first.next });
    expect(second.tasks.map((task) => task.title)).toEqual(Array.from({ length: 20 }, (_, i) => `Task ${19 - i}`));
    expect(second.next).toBeUndefined();
    expect(queryLimits()).toEqual([21]);
    // The start key is this agent's partition, made from the position alone.
    expect(send.mock.calls[0]![0].input.ExclusiveStartKey).toEqual({
      ...tasksKeys.task(tasks[20]!.task_id),
      ...tasksKeys.agentTasks(AGENT, tasks[20]!.created_at, tasks[20]!.task_id),
    });
  });

  it('asks for more entries each call while a filter leaves the page short', async () => {
    tasks = Array.from({ length: 200 }, (_, n) => taskOf(n, n % 10 === 0 ? 'CANCELLED' : 'PENDING'));
    const page = await pageAgentTasks(AGENT, { limit: 5, offset: 0, status: 'CANCELLED', after: positionOf(tasks[199]!) });
    expect(page.tasks.map((task) => task.title)).toEqual(['Task 190', 'Task 180', 'Task 170', 'Task 160', 'Task 150']);
    expect(page.next).toEqual(positionOf(tasks[150]!));
    // 6 wanted: 6 evaluated, then at least as many again each call; never one call per match.
    expect(queryLimits()).toEqual([6, 6, 12, 24, 48]);
  });

  it('stops a cursor page of a rare status after MAX_EVALUATED_PER_PAGE entries: a short page, resumed where reading stopped', async () => {
    const rare = [2999, 2500, 100];
    tasks = Array.from({ length: 3000 }, (_, n) => taskOf(n, rare.includes(n) ? 'CANCELLED' : 'COMPLETED'));
    const newestFirst = [...tasks].reverse();
    const pages = [];
    let after = positionOf(newestFirst[0]!);
    for (;;) {
      send.mockClear();
      const page = await pageAgentTasks(AGENT, { limit: 20, offset: 0, status: 'CANCELLED', after });
      expect(queryLimits().reduce((sum, limit) => sum + limit, 0)).toBeLessThanOrEqual(MAX_EVALUATED_PER_PAGE);
      pages.push(page.tasks.map((task) => task.title));
      if (!page.next) break;
      after = page.next;
    }
    expect(pages).toEqual([['Task 2500'], [], ['Task 100']]);
  });

  it('pages an open status by the open tasks the index keeps, read once each: the final ones never read', async () => {
    tasks = Array.from({ length: 300 }, (_, n) => taskOf(n, n % 100 === 0 ? 'PENDING' : n % 3 === 0 ? 'IN_PROGRESS' : 'COMPLETED'));
    const page = await pageAgentTasks(AGENT, { limit: 2, offset: 0, status: 'PENDING' });
    expect(page.tasks.map((task) => task.title)).toEqual(['Task 200', 'Task 100']);
    expect(page.tasks.every((task) => task.status === 'PENDING')).toBe(true);
    const read = commandsOf('BatchGetCommand').flatMap((command) => command.input.RequestItems['handoff-test'].Keys);
    const taskItems = read.filter(({ sk }: { sk: string }) => sk === tasksKeys.task('').sk).map(({ pk }: { pk: string }) => pk);
    // Only open tasks' items are read to check their status, and none twice (the page's content items besides).
    expect(taskItems.every((pk: string) => tasks.find((task) => tasksKeys.task(task.task_id).pk === pk)!.status !== 'COMPLETED')).toBe(true);
    expect(new Set(taskItems).size).toBe(taskItems.length);
    expect(read.filter(({ sk }: { sk: string }) => sk === tasksKeys.taskContent('').sk)).toHaveLength(2);
    expect(page.next).toEqual(positionOf(tasks[100]!));
  });

  it('stops a cursor page of a rare open status after MAX_EVALUATED_PER_PAGE entries, resumed where reading stopped', async () => {
    const rare = [2999, 2500, 100];
    tasks = Array.from({ length: 3000 }, (_, n) => taskOf(n, rare.includes(n) ? 'SUBMITTED' : 'IN_PROGRESS'));
    const pages = [];
    let after = positionOf(tasks[2999]!);
    for (;;) {
      send.mockClear();
      const page = await pageAgentTasks(AGENT, { limit: 20, offset: 0, status: 'SUBMITTED', after });
      expect(queryLimits().reduce((sum, limit) => sum + limit, 0)).toBeLessThanOrEqual(MAX_EVALUATED_PER_PAGE);
      pages.push(page.tasks.map((task) => task.title));
      if (!page.next) break;
      after = page.next;
    }
    expect(pages).toEqual([['Task 2500'], [], ['Task 100']]);
  });

  it('reads on to the end without a cursor, however rare the status: an offset page is never short', async () => {
    const rare = [2999, 2500, 100];
    tasks = Array.from({ length: 3000 }, (_, n) => taskOf(n, rare.includes(n) ? 'CANCELLED' : 'COMPLETED'));
    const page = await pageAgentTasks(AGENT, { limit: 20, offset: 1, status: 'CANCELLED' });
    expect(page.tasks.map((task) => task.title)).toEqual(['Task 2500', 'Task 100']);
    expect(page.next).toBeUndefined();
  });
});
