import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionFailed } from '../../../../platform/kernel/conditions';
import type { ListPosition } from '../../../../platform/kernel/cursors';
import { encodeGeohash } from '../../../../platform/kernel/geohash';
import { isLater } from '../../../../platform/kernel/instants';
import { toDollars } from '../../../../platform/kernel/money';
import { config } from '../../../../platform/settings';
import { ddb, TABLE_NAME } from '../../../../platform/table/client';
import { type Contribution, together } from '../../../../platform/table/contribution';
import { platformKeys } from '../../../../platform/table/keys';
import { getAll, type Item, queryAll, queryCount, queryMatches } from '../../../../platform/table/query';
import { itemKey, parseItem } from '../../../../platform/table/read-item';
import { commitWith, type TransactItem, transactWrite } from '../../../../platform/table/transactions';
import { setAndRemove } from '../../../../platform/table/update-expression';
import { agentErrors } from '../../../accounts/agents/errors';
import { dailyUsageContribution, notSuspendedContribution } from '../../../accounts/agents/store';
import type { JournalEntry } from '../../../money/ledger/domain';
import { entryContribution } from '../../../money/ledger/store';
import { type NearPosition, nearCells, nearestPage, type Point, placeEntry } from '../domain/near';
import { restrictedLimitRefusal, type TaskUsage } from '../domain/task-drafts';
import { nextTimer } from '../domain/task-timers';
import { FINAL_STATUSES, isRestrictedType, type Task, type TaskStatus } from '../domain/tasks';
import { taskErrors } from '../errors';
import type { PageStart, TaskPage } from '../ports';
import { NEAR_PARTITION_PRECISION, NEAR_POINT_PRECISION, tasksKeys } from './keys';
import { storedResultSchema } from './result-schema-item';
import { TASK_CONTENT_FIELDS, TASK_DERIVED_FIELDS, taskContentItem, taskCoreItem } from './task-item';
import { storedVerdict } from './verdict-item';

/**
 * A task as the domain sees it, from its two items (tasksKeys.task, tasksKeys.taskContent): each checked
 * against its shape, without keys and index attributes.
 */
const toTask = (core: Item, content: Item | undefined): Task => {
  const checked = parseItem(taskCoreItem, core);
  return { ...parseItem(taskContentItem, content ?? {}, tasksKeys.taskContent(checked.task_id)), ...checked };
};

const CONTENT_FIELDS = new Set<string>(TASK_CONTENT_FIELDS);
/** What the task item leaves out: its content, and what its keys and type carry (TASK_DERIVED_FIELDS). */
const NOT_ON_CORE = new Set<string>([...TASK_CONTENT_FIELDS, ...TASK_DERIVED_FIELDS]);

/**
 * How much earlier than its timer a task's timer index entry may be due. A write whose next timer
 * is due no earlier and at most this much later than the timer it replaces keeps the entry where
 * it is (one index write fewer: proof verified within a minute of its review's stall check keeps
 * that check for its finalization). The sweep leaves a task whose timer is not due yet, so an
 * early entry costs it at most a read in one or two of its once-a-minute runs.
 */
const TIMER_ENTRY_SLACK_MS = 60_000;

/** When the task's timer index entry is due: its next timer, or the one it replaces if that is due a little earlier. */
const timerEntryDue = (task: Task, previous: Task | undefined): string | undefined => {
  const due = nextTimer(task, config.timerRules)?.dueAt;
  const kept = previous && nextTimer(previous, config.timerRules)?.dueAt;
  if (!due || !kept || isLater(kept, due)) return due;
  return Date.parse(due) - Date.parse(kept) <= TIMER_ENTRY_SLACK_MS ? kept : due;
};

/** The task's timer index attributes, none when no timer can fire. */
const timerEntry = (task: Task, previous?: Task) => {
  const due = timerEntryDue(task, previous);
  return due ? platformKeys.timer(due, task.task_id) : {};
};

const isFinal = (status: TaskStatus): boolean => FINAL_STATUSES.includes(status);

/** gsi2 holds a real task while it is open (operators browse PENDING tasks), then in its operator's work from the claim on. */
const browseEntry = (task: Task) => {
  if (task.sandbox) return {};
  if (task.status === 'PENDING') return tasksKeys.openTask(task.created_at, task.task_id);
  return task.operator && task.claimed_at ? tasksKeys.operatorWork(task.operator.id, task.claimed_at, task.task_id) : {};
};

/**
 * gsi4 holds a located real task while it is open, by place (domain/near.ts): written and removed
 * with the task item itself, so the very write that opens or ends a task's availability (creation,
 * claim, a claim's end, cancel, expiry) moves its geo entry too.
 */
const nearEntry = (task: Task) =>
  !task.sandbox && task.status === 'PENDING' && task.location
    ? tasksKeys.openTaskNear(encodeGeohash(task.location.lat, task.location.lng, NEAR_POINT_PRECISION), task.task_id)
    : {};

/**
 * Index attributes a task carries in its status: its agent's list, with the status once it is
 * final (`final_status`, what gsi1 projects: its entry is rewritten at creation and once more when
 * the task ends, not at every move); the open list or its operator's work (browseEntry: the entry
 * moves when the task is claimed and when a claim ends, not at the moves between); the geo index
 * while open (nearEntry); and the timer index while a deadline can still fire. `previous`: the
 * task as the write was decided from (timerEntryDue).
 */
const indexAttributes = (task: Task, previous?: Task) => ({
  ...tasksKeys.agentTasks(task.agent_id, task.created_at, task.task_id),
  ...(isFinal(task.status) ? { final_status: task.status } : {}),
  ...browseEntry(task),
  ...nearEntry(task),
  ...timerEntry(task, previous),
});

/** The task item: what status changes rewrite, with the index attributes of its status. */
const coreItem = (task: Task, previous?: Task) => ({
  ...tasksKeys.task(task.task_id),
  ...indexAttributes(task, previous),
  ...Object.fromEntries(Object.entries(task).filter(([field]) => !NOT_ON_CORE.has(field))),
});

/** The content item: what is written once, with the task's ids. */
const contentItem = (task: Task) => ({
  ...tasksKeys.taskContent(task.task_id),
  task_id: task.task_id,
  agent_id: task.agent_id,
  ...Object.fromEntries(Object.entries(task).filter(([field]) => CONTENT_FIELDS.has(field))),
  ...(task.result_schema ? { result_schema: storedResultSchema(task.result_schema) } : {}),
  ...(task.guardian_result ? { guardian_result: storedVerdict(task.guardian_result) } : {}),
});

const contentChanged = (task: Task, next: Task): boolean =>
  TASK_CONTENT_FIELDS.some((field) => JSON.stringify(task[field]) !== JSON.stringify(next[field]));

/**
 * The writes that store `next` over `task`, conditioned on the status and version it was decided
 * from: the task item, and the content item only when a content field changed (the proof, the
 * Guardian's verdict), so most moves write one small item.
 */
export const taskWrites = (task: Task, next: Task): TransactItem[] => [
  {
    Put: {
      TableName: TABLE_NAME,
      Item: coreItem(next, task),
      ConditionExpression: '#status = :from AND version = :version',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':from': task.status, ':version': task.version },
    },
    condition: 'task_unchanged',
  },
  ...(contentChanged(task, next) ? [{ Put: { TableName: TABLE_NAME, Item: contentItem(next) } }] : []),
  ...disputeQueueWrites(task, next),
  ...heldQueueWrites(task, next),
];

const inDisputeQueue = (task: Task): boolean => task.status === 'DISPUTED' && !task.sandbox && task.dispute !== undefined;

/**
 * The back office's dispute queue (gsi2, by appeal, oldest dispute first) holds a marker item of
 * each DISPUTED real task, not the task item: the task's own gsi2 entry is its operator's work.
 * An appeal rewrites the marker into the appealed queue; the move out of DISPUTED deletes it.
 */
const disputeQueueWrites = (task: Task, next: Task): TransactItem[] => {
  const marker = tasksKeys.disputeQueueEntry(next.task_id);
  if (inDisputeQueue(next))
    return [
      {
        Put: {
          TableName: TABLE_NAME,
          Item: { ...marker, ...tasksKeys.dispute(Boolean(next.dispute!.appeal), next.dispute!.disputed_at, next.task_id) },
        },
      },
    ];
  return inDisputeQueue(task) ? [{ Delete: { TableName: TABLE_NAME, Key: marker } }] : [];
};

/**
 * The back office's safety queue (gsi2, oldest hold first) holds a marker item of each HELD task,
 * as the dispute queue does: written when the task is held (at creation or by a move), deleted by
 * the move out of HELD.
 */
const heldQueueWrites = (task: Task | undefined, next: Task): TransactItem[] => {
  const marker = tasksKeys.heldQueueEntry(next.task_id);
  if (next.status === 'HELD' && next.hold) {
    if (task?.status === 'HELD') return [];
    return [{ Put: { TableName: TABLE_NAME, Item: { ...marker, ...tasksKeys.held(next.hold.held_at, next.task_id) } } }];
  }
  return task?.status === 'HELD' ? [{ Delete: { TableName: TABLE_NAME, Key: marker } }] : [];
};

/**
 * Creates tasks in one transaction with everything they imply: the day's usage counters (tier
 * limits, every task counted; restricted types counted apart against their own limit), the escrow hold (real tasks: one entry for all of them) and
 * what others contribute to the transaction (a key's spending, an audit entry, an idempotency record, a batch), each refused as its contributor says. Seats of a
 * batch (`batch_id`) share one content item (tasksKeys.batchContent) until each writes its own, so 50
 * seats fit DynamoDB's 100 items a transaction. Throws the tier, balance or idempotency error that stops it.
 */
export const insertTasks = async (
  tasks: readonly Task[],
  usage: TaskUsage,
  hold: JournalEntry | undefined,
  contributed: Contribution,
): Promise<void> => {
  const [first] = tasks;
  if (!first) throw new Error('insertTasks: no task to insert');
  const count = tasks.length;
  const spend = tasks.reduce((sum, task) => sum + task.reward_cents, 0);
  const restricted = tasks.filter((task) => isRestrictedType(task.task_type)).length;
  const at = new Date(first.created_at);
  // More than a whole day's room is refused as such, whatever the day used (the conditions below only see today's counters).
  const restrictedRefusal = restrictedLimitRefusal(0, restricted, usage.maxRestricted, at);
  if (restrictedRefusal) throw restrictedRefusal;
  if (count > usage.maxTasks) throw agentErrors.dailyTaskLimit(usage.tier, usage.maxTasks);
  if (spend > usage.maxSpend) throw agentErrors.dailySpendLimit(usage.tier, toDollars(usage.maxSpend));
  const contents = first.batch_id
    ? [{ ...contentItem(first), ...tasksKeys.batchContent(first.batch_id), task_id: first.batch_id }]
    : tasks.map((task) => contentItem(task));
  const items: TransactItem[] = [
    ...tasks.map(
      (task): TransactItem => ({
        Put: { TableName: TABLE_NAME, Item: coreItem(task), ConditionExpression: 'attribute_not_exists(pk)' },
        condition: 'item_absent',
      }),
    ),
    ...contents.map((Item): TransactItem => ({ Put: { TableName: TABLE_NAME, Item } })),
    ...tasks.flatMap((task) => heldQueueWrites(undefined, task)),
  ];
  // The restricted tasks count on the same day's item, in the same write: one item, one operation in a transaction.
  // The day as the transaction found it refuses the restricted limit first, then the tier's.
  const day = dailyUsageContribution(first.agent_id, usage, count, spend, {
    count: restricted,
    max: usage.maxRestricted,
    refusal: (found) => restrictedLimitRefusal(found, restricted, usage.maxRestricted, at),
  });
  const escrow = hold ? [entryContribution(hold, first.created_at, taskErrors.insufficientEscrowBalance)] : [];
  // A suspension commits before this or fails it: a task created meanwhile is refused or found by the suspension's cancelling.
  await commitWith(items, together(day, ...escrow, notSuspendedContribution(first.agent_id), contributed));
};

/**
 * A task's content as read: its own item, else (a batch seat that has written none yet) its
 * batch's shared one, read with `readShared` (tasksKeys.batchContent), so every reader sees a seat as
 * an ordinary task. The shared item's task_id is the batch's: the core item's id wins (toTask).
 */
const withSharedContent = async (found: { core: Item; content: Item | undefined }[]): Promise<Task[]> => {
  const missing = [...new Set(found.flatMap(({ core, content }) => (!content && typeof core.batch_id === 'string' ? [core.batch_id] : [])))];
  const shared = missing.length ? await getAll(missing.map(tasksKeys.batchContent)) : [];
  return found.map(({ core, content }) =>
    toTask(core, content ?? shared.find((item) => item.pk === tasksKeys.batchContent(String(core.batch_id)).pk)),
  );
};

/** A task, both its items in one consistent query (one read unit up to 4 KB, as one GetItem). */
export const getTask = async (taskId: string): Promise<Task | undefined> => {
  const { Items = [] } = await ddb.send(
    new QueryCommand({
      TableName: TABLE_NAME,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :task)',
      ExpressionAttributeValues: { ':pk': tasksKeys.task(taskId).pk, ':task': tasksKeys.taskItemsPrefix },
      ConsistentRead: true,
    }),
  );
  const [core, content] = [tasksKeys.task(taskId), tasksKeys.taskContent(taskId)].map(({ sk }) => Items.find((item) => item.sk === sk));
  if (!core) return undefined;
  const [task] = await withSharedContent([{ core, content }]);
  return task;
};

/** Tasks by id, both items of each (a shared batch content read once): those that exist, in the order asked. */
export const getTasks = (taskIds: readonly string[]): Promise<Task[]> => tasksAt(taskIds.map((taskId) => tasksKeys.task(taskId)));

/**
 * The tasks that index entries point at, read from the table (the indexes project little);
 * `coresRead`: the entries are the task items themselves (a status filter read them), so only their content is read.
 */
const tasksAt = async (entries: Item[], coresRead = false): Promise<Task[]> => {
  const cores = entries.map((entry) => parseItem(itemKey, entry));
  const contents = cores.map(({ pk }) => ({ pk, sk: tasksKeys.taskContent('').sk }));
  const found = [...(coresRead ? entries : []), ...(await getAll([...(coresRead ? [] : cores), ...contents]))];
  const at = (key: { pk: string; sk: string }) => found.find((item) => item.pk === key.pk && item.sk === key.sk);
  const pairs = cores.flatMap((key, i) => {
    const core = at(key);
    return core ? [{ core, content: at(contents[i]!) }] : [];
  });
  return withSharedContent(pairs);
};

/**
 * Index entries one page read may evaluate when it starts from a cursor. A filter that matches
 * rarely (a status most tasks left long ago) would otherwise read the whole partition for one
 * page; the page then comes back short, with a cursor that resumes where reading stopped. About
 * 200 KB of index entries (the indexes project only a final status or a deadline and type); a
 * filter on an open status also reads the task item of each open task among them (agentTasksQuery).
 */
export const MAX_EVALUATED_PER_PAGE = 1000;

/** The position of an index entry of gsi1 or gsi2: their sort keys are `<created_at>#<task_id>` (keys.ts). */
const positionOf = (entry: Record<string, unknown>, sortKey: 'gsi1sk' | 'gsi2sk'): ListPosition => {
  const value = String(entry[sortKey]);
  const separator = value.indexOf('#');
  return { createdAt: value.slice(0, separator), taskId: value.slice(separator + 1) };
};

/**
 * One page of a time-ordered index query: its entries from `start`, plus one more to learn
 * whether another page follows (so the last page says so instead of leading to an empty one).
 * Without a cursor the entries before `offset` are read and skipped, as paging by offset always
 * did; with one, reading starts right after it and is bounded by MAX_EVALUATED_PER_PAGE.
 * `refine`: what the index cannot filter on, checked on the task items (which then make the page).
 */
const readPage = async (
  query: Parameters<typeof queryMatches>[0],
  start: PageStart,
  sortKey: 'gsi1sk' | 'gsi2sk',
  startKey: Record<string, unknown> | undefined,
  refine?: (entries: Item[]) => Promise<Item[]>,
): Promise<TaskPage> => {
  const end = start.offset + start.limit;
  const { items, resumeKey } = await queryMatches(query, {
    startKey,
    want: end + 1,
    maxEvaluated: start.after || start.bounded ? MAX_EVALUATED_PER_PAGE : Number.POSITIVE_INFINITY,
    refine,
  });
  const entries = items.slice(start.offset, end);
  // More matches than the page: the next page starts after its last task. Fewer, but reading stopped
  // before the end (the bound): it resumes where reading stopped, past entries the filter refused.
  const last = items.length > end ? entries.at(-1) : resumeKey;
  return { tasks: await tasksAt(entries, refine !== undefined), ...(last ? { next: positionOf(last, sortKey) } : {}) };
};

/** Keeps the entries whose task is in `status`, as read from the task items (consistently, one read unit each). */
const inStatus = (status: TaskStatus) => async (entries: Item[]) =>
  (await getAll(entries.map((entry) => parseItem(itemKey, entry)))).filter((item) => item.status === status);

/**
 * An agent's list, of one status if given. gsi1 projects only a final status (indexAttributes), so
 * the index filters on that; for an open status it keeps the open tasks, and `refine` reads their
 * task items (consistently, one read unit each; the page's own tasks are not read again) and keeps
 * those in the status. Such a read costs a unit per open task it passes, not per task the agent ever had.
 */
const agentTasksQuery = (agentId: string, status: TaskStatus | undefined) => {
  const final = status !== undefined && isFinal(status);
  const query = {
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ...(status ? { FilterExpression: final ? 'final_status = :status' : 'attribute_not_exists(final_status)' } : {}),
    ExpressionAttributeValues: { ':pk': tasksKeys.agentTasksPartition(agentId), ...(final ? { ':status': status } : {}) },
    ScanIndexForward: false,
  };
  const refine = status && !final ? inStatus(status) : undefined;
  return { query, refine };
};

/**
 * A page of an agent's tasks, newest first, optionally of one status. A cursor's position is
 * turned into a start key of this agent's partition only: whatever it says, no other partition is read.
 */
export const pageAgentTasks = (agentId: string, options: PageStart & { status?: TaskStatus }): Promise<TaskPage> => {
  const { query, refine } = agentTasksQuery(agentId, options.status);
  const after = options.after;
  return readPage(
    query,
    options,
    'gsi1sk',
    after && { ...tasksKeys.task(after.taskId), ...tasksKeys.agentTasks(agentId, after.createdAt, after.taskId) },
    refine,
  );
};

/**
 * How many tasks the agent has (of one status): a COUNT query, which returns no items but still
 * reads (and is billed for) every index entry of the agent's partition, about 200 bytes each; for
 * an open status, also the item of each open task (one read unit each).
 */
export const countAgentTasks = async (agentId: string, status?: TaskStatus): Promise<number> => {
  const { query, refine } = agentTasksQuery(agentId, status);
  return refine ? (await refine(await queryAll(query))).length : queryCount(query);
};

/**
 * The agent's tasks not in a final status, all of them: gsi1 keeps what the index says is open (what
 * an agent has open is few), and their items, read consistently, say what they are now.
 */
export const listOpenAgentTasks = async (agentId: string): Promise<Task[]> => {
  const open = await queryAll({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    FilterExpression: 'attribute_not_exists(final_status)',
    ExpressionAttributeValues: { ':pk': tasksKeys.agentTasksPartition(agentId) },
  });
  return (await tasksAt(open)).filter((task) => !isFinal(task.status));
};

/**
 * A page of the tasks an operator holds or held (gsi2, tasksKeys.operatorWork), newest claim first,
 * optionally of one status. The index projects no status (it would be rewritten at every move), so
 * a status filter reads the task items it passes; every page evaluates at most
 * MAX_EVALUATED_PER_PAGE entries and may then come back short, with a position to resume from.
 * The partition is the caller's own: a cursor's position is only a start key inside it.
 */
export const pageOperatorWork = (operatorId: string, options: { limit: number; after?: ListPosition; status?: TaskStatus }): Promise<TaskPage> => {
  const { after, status } = options;
  const query = {
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :pk',
    ExpressionAttributeValues: { ':pk': tasksKeys.operatorWorkPartition(operatorId) },
    ScanIndexForward: false,
  };
  return readPage(
    query,
    { limit: options.limit, offset: 0, after, bounded: true },
    'gsi2sk',
    after && { ...tasksKeys.task(after.taskId), ...tasksKeys.operatorWork(operatorId, after.createdAt, after.taskId) },
    status && inStatus(status),
  );
};

/** Every task of an agent, whatever its status (the ledger audit sums their escrow). */
export const listAllAgentTasks = async (agentId: string): Promise<Task[]> => tasksAt(await queryAll(agentTasksQuery(agentId, undefined).query));

/** The open tasks of one shard of the index, after `after` when given (its sort key is unique: `<created_at>#<task_id>`). */
const openTasksQuery = (partition: string, options: { taskType?: string; now: Date; after?: ListPosition }) => ({
  IndexName: 'gsi2',
  KeyConditionExpression: `gsi2pk = :open${options.after ? ' AND gsi2sk < :after' : ''}`,
  FilterExpression: `deadline > :now${options.taskType ? ' AND task_type = :type' : ''}`,
  ExpressionAttributeValues: {
    ':open': partition,
    ':now': options.now.toISOString(),
    ...(options.taskType ? { ':type': options.taskType } : {}),
    ...(options.after ? { ':after': tasksKeys.openTask(options.after.createdAt, options.after.taskId).gsi2sk } : {}),
  },
  ScanIndexForward: false,
});

/**
 * A page of the tasks operators can claim: PENDING, real (the index holds no sandbox task), unexpired;
 * newest first. The index is sharded (keys.ts): each shard is read newest first as one partition
 * would be (`offset + limit + 1` matches, or from a cursor at most its share of MAX_EVALUATED_PER_PAGE
 * entries), and the shards' entries merged by sort key. A shard that stopped reading (it had enough,
 * or hit the bound) may hold unread entries below where it stopped, so the merged list is complete
 * only down to the highest such stop: the page ends there at the latest, and the next one starts
 * after it. Without a cursor the shard that stopped highest holds enough for a full page by itself.
 */
export const pageOpenTasks = async (options: PageStart & { taskType?: string; now: Date }): Promise<TaskPage> => {
  const end = options.offset + options.limit;
  const maxEvaluated = options.after ? Math.ceil(MAX_EVALUATED_PER_PAGE / tasksKeys.openTaskPartitions.length) : Number.POSITIVE_INFINITY;
  const shards = await Promise.all(
    tasksKeys.openTaskPartitions.map((partition) => queryMatches(openTasksQuery(partition, options), { want: end + 1, maxEvaluated })),
  );
  const sortKeyOf = (entry: Item) => String(entry.gsi2sk);
  const stops = shards.flatMap(({ resumeKey }) => (resumeKey ? [sortKeyOf(resumeKey)] : []));
  const floor = stops.sort().at(-1);
  const merged = shards
    .flatMap(({ items }) => items)
    .filter((entry) => floor === undefined || sortKeyOf(entry) >= floor)
    .sort((a, b) => (sortKeyOf(a) < sortKeyOf(b) ? 1 : -1));
  const entries = merged.slice(options.offset, end);
  const last = merged.length > end ? entries.at(-1) : floor === undefined ? undefined : { gsi2sk: floor };
  return { tasks: await tasksAt(entries), ...(last ? { next: positionOf(last, 'gsi2sk') } : {}) };
};

/** The located open tasks of one cell of the geo index (a partition, or a finer cell within one), unexpired. */
const nearTasksQuery = (cell: string, options: { taskType?: string; now: Date }) => ({
  IndexName: 'gsi4',
  KeyConditionExpression: `gsi4pk = :part${cell.length > NEAR_PARTITION_PRECISION ? ' AND begins_with(gsi4sk, :cell)' : ''}`,
  FilterExpression: `deadline > :now${options.taskType ? ' AND task_type = :type' : ''}`,
  ExpressionAttributeValues: {
    ':part': tasksKeys.openTaskNearPartition(cell),
    ...(cell.length > NEAR_PARTITION_PRECISION ? { ':cell': cell } : {}),
    ':now': options.now.toISOString(),
    ...(options.taskType ? { ':type': options.taskType } : {}),
  },
});

/**
 * A page of the located open tasks within `radiusKm` of `center`, nearest first, after `after`:
 * reads the geo index's entries in the cells covering the circle (a bounded number of queries,
 * domain/near.ts; the entries are keys and two short attributes, some 40 to a read unit), then
 * only the page's tasks. A task claimed since its entry was read is left out of the page.
 */
export const pageNearTasks = async (
  center: Point,
  radiusKm: number,
  options: { limit: number; offset: number; after?: NearPosition; taskType?: string; now: Date },
): Promise<{ tasks: { task: Task; distanceKm: number }[]; total: number; last?: NearPosition }> => {
  const cells = nearCells(center, radiusKm, NEAR_PARTITION_PRECISION);
  const entries = (await Promise.all(cells.map((cell) => queryAll(nearTasksQuery(cell, options))))).flat();
  const { page, total, more } = nearestPage(
    entries.map((entry) => placeEntry(center, String(entry.gsi4sk), entry)),
    radiusKm,
    options.limit,
    options,
  );
  const tasks = new Map((await tasksAt(page.map(({ entry }) => entry))).map((task) => [task.task_id, task]));
  const last = page.at(-1);
  return {
    tasks: page.flatMap(({ taskId, distanceKm }) => {
      const task = tasks.get(taskId);
      return task?.status === 'PENDING' ? [{ task, distanceKm }] : [];
    }),
    total,
    ...(more && last ? { last: { distanceKm: last.distanceKm, taskId: last.taskId } } : {}),
  };
};

/** How many tasks operators can claim (of one type): a COUNT query over every shard of the open index. */
export const countOpenTasks = async (options: { taskType?: string; now: Date }): Promise<number> =>
  (await Promise.all(tasksKeys.openTaskPartitions.map((partition) => queryCount(openTasksQuery(partition, options))))).reduce((a, b) => a + b, 0);

/** The tasks among due timer index entries (store/query dueTimerEntries), oldest first (the index also holds chain checks: store/chain-checks). */
export const listDueTasks = async (due: readonly Item[]): Promise<Task[]> => tasksAt(due.filter((entry) => entry.sk === tasksKeys.task('').sk));

/**
 * Writes a task whose status does not change (an appeal filed on a dispute, a stalled step counted
 * as resumed), conditioned on the version it was decided from; its index attributes follow (an
 * appealed dispute leaves the timer index, a resumed step's next check moves on). Answers false
 * when the task moved on meanwhile.
 */
export const saveWithoutTransition = async (task: Task, next: Task): Promise<boolean> => {
  try {
    await transactWrite(taskWrites(task, next));
    return true;
  } catch (error) {
    if (error instanceof ConditionFailed && error.condition === 'task_unchanged') return false;
    throw error;
  }
};

/**
 * Moves a task's callback check on to `due`, or clears it, and its timer entry with it,
 * conditioned on the version it was read at and keeping that version; nothing else of the task is
 * written (a rating marked meanwhile stays). A move that raced it and read the task before writes
 * back the check it read, which is due no later (one more look by the sweep, never a check
 * missed). Outside a transaction. Answers false when the task moved on meanwhile (the move kept
 * or set its own check).
 */
export const saveCallbacksDue = async (task: Task, due: string | undefined): Promise<boolean> => {
  const next: Task = { ...task, callbacks_due: due };
  if (!due) delete next.callbacks_due;
  const set: Record<string, string> = { ...(due ? { callbacks_due: due } : {}), ...timerEntry(next, task) };
  const { UpdateExpression, values } = setAndRemove(
    set,
    ['callbacks_due', 'gsi3pk', 'gsi3sk'].filter((name) => !(name in set)),
  );
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: tasksKeys.task(task.task_id),
        UpdateExpression,
        ConditionExpression: 'version = :version',
        ExpressionAttributeValues: { ':version': task.version, ...values },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
};

/**
 * A page of DISPUTED tasks, oldest dispute first, after `after` (a sort key `<disputed_at>#<task_id>`):
 * appealed or not when `appealed` says, else both queues merged. Each queue is one partition of
 * gsi2 read from `after` for `limit + 1` entries: bounded by the page, never a scan.
 */
export const pageDisputes = async (options: { appealed?: boolean; limit: number; after?: string }): Promise<{ tasks: Task[]; last?: string }> => {
  const queues = options.appealed === undefined ? [true, false] : [options.appealed];
  const read = await Promise.all(
    queues.map(async (appealed) => {
      const { Items = [] } = await ddb.send(
        new QueryCommand({
          TableName: TABLE_NAME,
          IndexName: 'gsi2',
          KeyConditionExpression: options.after ? 'gsi2pk = :pk AND gsi2sk > :after' : 'gsi2pk = :pk',
          ExpressionAttributeValues: { ':pk': tasksKeys.disputesPartition(appealed), ...(options.after ? { ':after': options.after } : {}) },
          Limit: options.limit + 1,
        }),
      );
      return Items;
    }),
  );
  const merged = read.flat().sort((a, b) => String(a.gsi2sk).localeCompare(String(b.gsi2sk)));
  const entries = merged.slice(0, options.limit);
  // The queue holds markers (disputeQueueWrites): the tasks are the items beside them.
  const tasks = await tasksAt(entries.map((entry) => ({ pk: entry.pk, sk: tasksKeys.task('').sk })));
  return { tasks, ...(merged.length > options.limit ? { last: String(entries.at(-1)!.gsi2sk) } : {}) };
};

/**
 * A page of HELD tasks, oldest hold first, after `after` (a sort key `<held_at>#<task_id>`): one
 * partition of gsi2 read for `limit + 1` markers, then their tasks.
 */
export const pageHeld = async (options: { limit: number; after?: string }): Promise<{ tasks: Task[]; last?: string }> => {
  const { Items = [] } = await ddb.send(
    new QueryCommand({
      TableName: TABLE_NAME,
      IndexName: 'gsi2',
      KeyConditionExpression: options.after ? 'gsi2pk = :pk AND gsi2sk > :after' : 'gsi2pk = :pk',
      ExpressionAttributeValues: { ':pk': tasksKeys.heldPartition, ...(options.after ? { ':after': options.after } : {}) },
      Limit: options.limit + 1,
    }),
  );
  const entries = Items.slice(0, options.limit);
  const tasks = await tasksAt(entries.map((entry) => ({ pk: entry.pk, sk: tasksKeys.task('').sk })));
  return { tasks, ...(Items.length > options.limit ? { last: String(entries.at(-1)!.gsi2sk) } : {}) };
};

/** When the oldest HELD task was held, if one waits for staff (its age metric). */
export const oldestHeld = async (): Promise<string | undefined> => {
  const { Items = [] } = await ddb.send(
    new QueryCommand({
      TableName: TABLE_NAME,
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :pk',
      ExpressionAttributeValues: { ':pk': tasksKeys.heldPartition },
      Limit: 1,
    }),
  );
  return Items[0] && String(Items[0].gsi2sk).split('#')[0];
};

/** When the oldest appealed dispute was opened, if one waits for the back office (its age metric). */
export const oldestAppealedDispute = async (): Promise<string | undefined> => {
  const { Items = [] } = await ddb.send(
    new QueryCommand({
      TableName: TABLE_NAME,
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :pk',
      ExpressionAttributeValues: { ':pk': tasksKeys.disputesPartition(true) },
      Limit: 1,
    }),
  );
  return Items[0] && String(Items[0].gsi2sk).split('#')[0];
};
