import type { QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { tasksKeys } from '../../functions/contexts/work/tasks/store/keys';
import { listOwnedTasks } from '../../functions/contexts/work/tasks/use-cases/task-queries';
import { agentTaskReads } from '../../functions/contexts/work/tasks/wiring/agent-task-reads';
import { encodeCursor } from '../../functions/platform/kernel/cursors';
import { ddb } from '../../functions/platform/table/client';
import { api, type RegisteredAgent } from '../support/api';
import { asOperator, createTask, fundedAgent, newOperator, operatorClaims, type TestOperator } from '../support/tasks';

type Listed = { task_id: string; task_type?: string };
const idsOf = (body: { data: Listed[] }) => body.data.map((task) => task.task_id);

/** `count` tasks of $1, created one after another so that each is newer than the one before; their ids, oldest first. */
const createTasks = async (agent: RegisteredAgent, count: number, overrides: Record<string, unknown> = {}): Promise<string[]> => {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) ids.push((await createTask(agent, { reward_usd: 1, ...overrides })).task_id);
  return ids;
};

/** Follows next_cursor from `firstPath` to the last page; every page must answer 200. */
const walk = async (firstPath: string, headers: { apiKey?: string; headers?: Record<string, string> }, onPage?: (body: any) => Promise<void>) => {
  const pages: any[] = [];
  let path = firstPath;
  for (let page = 0; page < 100; page++) {
    const { status, body } = await api('GET', path, headers);
    expect(status, JSON.stringify(body)).toBe(200);
    pages.push(body);
    await onPage?.(body);
    if (body.next_cursor === null) return pages;
    const url = new URL(path, 'http://x');
    url.searchParams.delete('offset');
    url.searchParams.set('cursor', body.next_cursor);
    path = `${url.pathname}${url.search}`;
  }
  throw new Error(`more than 100 pages from ${firstPath}`);
};

describe('GET /api/v1/tasks by cursor', () => {
  let agent: RegisteredAgent;
  /** 45 tasks, oldest first. */
  let created: string[];

  beforeAll(async () => {
    // STANDARD: 45 tasks in a day are above the VERIFIED tier's limit.
    agent = await fundedAgent(60, 'STANDARD');
    created = await createTasks(agent, 45);
  }, 120_000);

  it('pages through 45 tasks 20 at a time: 20, 20, 5, newest first, no repeats, then next_cursor null', async () => {
    const pages = await walk('/api/v1/tasks?limit=20', { apiKey: agent.apiKey });

    expect(pages.map((page) => page.data.length)).toEqual([20, 20, 5]);
    expect(pages.map((page) => page.pagination)).toEqual([
      { limit: 20, offset: 0, total: 45 },
      { limit: 20, offset: 20, total: 45 },
      { limit: 20, offset: 40, total: 45 },
    ]);
    expect(pages.map((page) => page.next_cursor === null)).toEqual([false, false, true]);
    const seen = pages.flatMap(idsOf);
    expect(new Set(seen).size).toBe(45);
    expect(seen).toEqual([...created].reverse());
  });

  it('answers the same pages by offset as by cursor, and a cursor on an offset page too', async () => {
    const byCursor = await walk('/api/v1/tasks?limit=20', { apiKey: agent.apiKey });
    const second = await api('GET', '/api/v1/tasks?limit=20&offset=20', { apiKey: agent.apiKey });
    expect(idsOf(second.body)).toEqual(idsOf(byCursor[1]));
    expect(second.body.pagination).toEqual({ limit: 20, offset: 20, total: 45 });

    const third = await api('GET', `/api/v1/tasks?limit=20&cursor=${second.body.next_cursor}`, { apiKey: agent.apiKey });
    expect(idsOf(third.body)).toEqual(idsOf(byCursor[2]));
    expect(third.body.next_cursor).toBeNull();
    // Past the end by offset: an empty page, and nothing to follow.
    const beyond = await api('GET', '/api/v1/tasks?limit=20&offset=45', { apiKey: agent.apiKey });
    expect(beyond.body).toEqual({ data: [], pagination: { limit: 20, offset: 45, total: 45 }, next_cursor: null });
  });

  it('answers next_cursor null when the last page is exactly full', async () => {
    const pages = await walk('/api/v1/tasks?limit=15', { apiKey: agent.apiKey });
    expect(pages.map((page) => page.data.length)).toEqual([15, 15, 15]);
    expect(pages.at(-1).next_cursor).toBeNull();
  });

  it('refuses an offset beside a cursor', async () => {
    const first = await api('GET', '/api/v1/tasks?limit=20', { apiKey: agent.apiKey });
    const { status, body } = await api('GET', `/api/v1/tasks?limit=20&offset=20&cursor=${first.body.next_cursor}`, { apiKey: agent.apiKey });
    expect(status).toBe(400);
    expect(body).toEqual({ error: 'offset must be 0 or left out with a cursor' });
    // offset=0 says nothing else: the cursor's page.
    const zero = await api('GET', `/api/v1/tasks?limit=20&offset=0&cursor=${first.body.next_cursor}`, { apiKey: agent.apiKey });
    expect(zero.body.pagination).toEqual({ limit: 20, offset: 20, total: 45 });
  });

  it.each([
    ['not base64url', 'not*a*cursor'],
    ['base64url of no JSON', Buffer.from('garbage').toString('base64url')],
    ['JSON of another shape', Buffer.from(JSON.stringify({ pk: 'AGENT_TASKS#x', sk: 'y' })).toString('base64url')],
  ])('answers 400 Invalid cursor to a cursor that is %s', async (_, cursor) => {
    const { status, body } = await api('GET', `/api/v1/tasks?cursor=${cursor}`, { apiKey: agent.apiKey });
    expect(status).toBe(400);
    expect(body).toEqual({ error: 'Invalid cursor' });
  });

  it("refuses another agent's cursor, and a cursor forged to another agent's position reads only the caller's tasks", async () => {
    const other = await fundedAgent(20);
    const otherTasks = await createTasks(other, 3);
    const theirs = await api('GET', '/api/v1/tasks?limit=1', { apiKey: other.apiKey });

    const refused = await api('GET', `/api/v1/tasks?cursor=${theirs.body.next_cursor}`, { apiKey: agent.apiKey });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ error: 'Invalid cursor' });

    // Cursors made for `other` but positioned at this agent's tasks: a position is only a place in the caller's own partition.
    const newest = (await api('GET', '/api/v1/tasks?limit=1', { apiKey: agent.apiKey })).body.data[0];
    const forgedAt = (createdAt: string, taskId: string) =>
      encodeCursor({ list: 'agent-tasks', owner: other.agentId, filter: null }, { after: { createdAt, taskId }, offset: 0, total: 3 });
    const fromTheFuture = await api('GET', `/api/v1/tasks?limit=100&cursor=${forgedAt('2999-01-01T00:00:00.000Z', newest.task_id)}`, {
      apiKey: other.apiKey,
    });
    expect(idsOf(fromTheFuture.body)).toEqual([...otherTasks].reverse());
    const atTheirTask = await api('GET', `/api/v1/tasks?limit=100&cursor=${forgedAt(newest.created_at, newest.task_id)}`, { apiKey: other.apiKey });
    expect(atTheirTask.status).toBe(200);
    // other's tasks are all newer than that position: nothing older is there, and none of this agent's.
    expect(atTheirTask.body.data).toEqual([]);
  });

  it('pages a status filter by cursor, and refuses its cursor for another filter or none', async () => {
    const filtered = await fundedAgent(20);
    const ids = await createTasks(filtered, 7);
    const cancelled = [ids[0]!, ids[2]!, ids[3]!, ids[5]!, ids[6]!];
    for (const id of cancelled) expect((await api('POST', `/api/v1/tasks/${id}/cancel`, { apiKey: filtered.apiKey })).status).toBe(200);

    const pages = await walk('/api/v1/tasks?status=CANCELLED&limit=2', { apiKey: filtered.apiKey });
    expect(pages.map(idsOf)).toEqual([[ids[6], ids[5]], [ids[3], ids[2]], [ids[0]]]);
    expect(pages.map((page) => page.pagination.total)).toEqual([5, 5, 5]);

    const cursor = pages[0].next_cursor;
    for (const query of [`status=PENDING&cursor=${cursor}`, `cursor=${cursor}`]) {
      const { status, body } = await api('GET', `/api/v1/tasks?${query}`, { apiKey: filtered.apiKey });
      expect(status).toBe(400);
      expect(body).toEqual({ error: 'Invalid cursor' });
    }
    const unfiltered = await api('GET', '/api/v1/tasks?limit=2', { apiKey: filtered.apiKey });
    const misused = await api('GET', `/api/v1/tasks?status=CANCELLED&cursor=${unfiltered.body.next_cursor}`, { apiKey: filtered.apiKey });
    expect(misused.body).toEqual({ error: 'Invalid cursor' });
  });
});

describe('GET /api/v1/operator/tasks by cursor', () => {
  let operator: TestOperator;
  beforeAll(async () => {
    operator = await newOperator();
  });

  it('walks the open tasks of a type newest first, without repeats, past a task claimed between two pages', async () => {
    const agent = await fundedAgent(20);
    // INSPECTION: no other test file posts it, but other open tasks of the type may exist and interleave; only ours are checked.
    const mine = await createTasks(agent, 5, { task_type: 'INSPECTION' });
    let claimed: string | undefined;

    const pages = await walk('/api/v1/operator/tasks?task_type=INSPECTION&limit=2', asOperator(operator), async (page) => {
      const last: string | undefined = page.data.at(-1)?.task_id;
      // The entry a cursor points at leaves the index when its task is claimed: the next page must still follow it.
      if (!claimed && page.next_cursor && last && last !== mine[0] && mine.includes(last)) {
        claimed = last;
        expect((await operatorClaims(last, await newOperator())).status).toBe(200);
      }
    });

    expect(claimed).toBeDefined();
    const seen: string[] = pages.flatMap(idsOf);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.filter((id) => mine.includes(id))).toEqual([...mine].reverse());
    expect(pages.every((page) => page.data.length <= 2 && page.data.every((task: Listed) => task.task_type === 'INSPECTION'))).toBe(true);
    expect(pages.slice(1).every((page) => page.pagination.total === pages[0].pagination.total)).toBe(true);
  });

  it('pages the open tasks spread over the index shards the same by offset as by cursor: newest first, each once', async () => {
    const agent = await fundedAgent(20);
    const mine = await createTasks(agent, 7, { task_type: 'INSPECTION' });
    const created = await Promise.all(mine.map(async (id) => (await api('GET', `/api/v1/tasks/${id}`, { apiKey: agent.apiKey })).body.created_at));
    expect(new Set(mine.map((id, i) => tasksKeys.openTask(created[i], id).gsi2pk)).size).toBeGreaterThan(1);

    const byCursor = (await walk('/api/v1/operator/tasks?task_type=INSPECTION&limit=3', asOperator(operator))).flatMap(idsOf);
    const { total } = (await api('GET', '/api/v1/operator/tasks?task_type=INSPECTION&limit=3', asOperator(operator))).body.pagination;
    const byOffset: string[] = [];
    for (let offset = 0; offset < total; offset += 3)
      byOffset.push(...idsOf((await api('GET', `/api/v1/operator/tasks?task_type=INSPECTION&limit=3&offset=${offset}`, asOperator(operator))).body));

    expect(byCursor).toEqual(byOffset);
    expect(byCursor).toHaveLength(total);
    expect(byCursor.filter((id) => mine.includes(id))).toEqual([...mine].reverse());
  });

  it("refuses a cursor of another task type, of no type, or of an agent's list", async () => {
    const agent = await fundedAgent(20);
    await createTasks(agent, 2, { task_type: 'INSPECTION' });
    const first = await api('GET', '/api/v1/operator/tasks?task_type=INSPECTION&limit=1', asOperator(operator));
    expect(first.body.next_cursor).toEqual(expect.any(String));
    const agentCursor = (await api('GET', '/api/v1/tasks?limit=1', { apiKey: agent.apiKey })).body.next_cursor;
    for (const query of [`task_type=DELIVERY&cursor=${first.body.next_cursor}`, `cursor=${first.body.next_cursor}`, `cursor=${agentCursor}`]) {
      const { status, body } = await api('GET', `/api/v1/operator/tasks?${query}`, asOperator(operator));
      expect(status).toBe(400);
      expect(body).toEqual({ error: 'Invalid cursor' });
    }
    // And the other way round: the open list's cursor is no agent's.
    const { status } = await api('GET', `/api/v1/tasks?cursor=${first.body.next_cursor}`, { apiKey: agent.apiKey });
    expect(status).toBe(400);
  });
});

/**
 * What one list request reads, counted on the DynamoDB client of this test process, which runs
 * the use case itself: the index entries its queries evaluate (COUNT queries included) and the
 * read units DynamoDB reports for them, and the task items it fetches.
 */
const MIDDLEWARE = 'countListReads';
interface Reads {
  indexEntries: number;
  indexReadUnits: number;
  tasks: number;
}

const measured = async (read: () => Promise<unknown>): Promise<Reads> => {
  const reads: Reads = { indexEntries: 0, indexReadUnits: 0, tasks: 0 };
  ddb.middlewareStack.add(
    (next, context) => async (args) => {
      const result = await next({ ...args, input: { ...(args.input as object), ReturnConsumedCapacity: 'TOTAL' } });
      const output = result.output as QueryCommandOutput & { Responses?: Record<string, unknown[]> };
      if (context.commandName === 'QueryCommand') {
        reads.indexEntries += output.ScannedCount ?? 0;
        reads.indexReadUnits += output.ConsumedCapacity?.CapacityUnits ?? 0;
      }
      // A task is its item and its content item (contexts/work/tasks/store/task-item.ts): counted once.
      if (context.commandName === 'BatchGetItemCommand') {
        reads.tasks += Object.values(output.Responses ?? {})
          .flat()
          .filter((item) => (item as { sk?: string }).sk === 'TASK').length;
      }
      return result;
    },
    { step: 'initialize', name: MIDDLEWARE, priority: 'high' },
  );
  try {
    await read();
    return reads;
  } finally {
    ddb.middlewareStack.remove(MIDDLEWARE);
  }
};

afterEach(() => {
  ddb.middlewareStack.remove(MIDDLEWARE);
});

describe('What a page costs', () => {
  it('reads about limit entries by cursor however deep the page, where an offset reads everything before it and counts the list', async () => {
    const agent = await fundedAgent(60, 'STANDARD');
    await createTasks(agent, 45);
    const limit = 5;

    const byCursor: Reads[] = [];
    let cursor: string | undefined;
    do {
      const request = { limit, offset: 0, ...(cursor ? { cursor } : {}) };
      let listed: Awaited<ReturnType<typeof listOwnedTasks>> | undefined;
      byCursor.push(await measured(async () => (listed = await listOwnedTasks(agentTaskReads, agent.agentId, request))));
      cursor = listed!.nextCursor ?? undefined;
    } while (cursor);
    const deepestByOffset = await measured(() => listOwnedTasks(agentTaskReads, agent.agentId, { limit, offset: 40 }));

    expect(byCursor).toHaveLength(9);
    // The first page counts the list (45 entries) besides reading its own 6; every later page reads at most limit + 1.
    expect(byCursor[0]!.indexEntries).toBe(45 + limit + 1);
    for (const page of byCursor.slice(1)) {
      expect(page.indexEntries).toBeLessThanOrEqual(limit + 1);
      expect(page.tasks).toBe(limit);
    }
    // By offset, the same last page reads the 40 entries before it and counts all 45.
    expect(deepestByOffset.indexEntries).toBe(45 + 45);
    expect(deepestByOffset.tasks).toBe(limit);
    // In read units (the task items cost the same on both sides: limit consistent reads): 0.5 against 3 here,
    // and the gap grows with the list, where a cursor page stays the same.
    const lastByCursor = byCursor.at(-1)!;
    expect(lastByCursor.indexEntries * 10).toBeLessThan(deepestByOffset.indexEntries);
    expect(lastByCursor.indexReadUnits).toBeGreaterThan(0);
    expect(lastByCursor.indexReadUnits).toBeLessThan(deepestByOffset.indexReadUnits / 2);
  });
});
