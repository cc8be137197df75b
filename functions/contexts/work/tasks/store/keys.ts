import { allShards, shardOf } from '../../../../platform/kernel/shards';

/**
 * The open-task index is spread over this many partitions by task. The bench's scale model
 * measured 4 write units per task on it (the entry put when the task opens and deleted when it is
 * claimed, each in a transaction, counted at the transactional rate): 5,000 tasks a second are
 * 20,000 units, which 32 shards take at about 625 each (63% of DynamoDB's 1,000 per partition).
 * Operators' pages read every shard and merge them (tasks-store.ts), so a page costs a query per
 * shard: more shards than the writes need would only make browsing dearer.
 */
export const OPEN_TASK_SHARDS = 32;

/**
 * The geohash precision of a partition of the open tasks' geo index (gsi4): cells of about
 * 156 x 156 km at the equator. A query reads cells at this precision or finer (a finer cell is a
 * prefix of the sort key within its partition), so a 200 km radius still takes a few dozen
 * queries, and one city's open tasks share a partition (its writes are the city's task openings
 * and claims, far below a partition's 1,000 writes a second).
 */
export const NEAR_PARTITION_PRECISION = 3;
/** The geohash precision of a task's place in that index's sort key: a cell of about 4 x 2 cm. */
export const NEAR_POINT_PRECISION = 12;

/**
 * The keys of the items and index entries the tasks module owns: a task, its written-once content and its
 * status-change events, the agent's, operators' and the back office's indexes of tasks, a batch's shared
 * content and seats (the claims take them), the completion index.
 */
export const tasksKeys = {
  /**
   * A task; its status-change events share its partition. An event item is the callback
   * outbox entry and, for a task with a callback_url, its delivery record too.
   */
  task: (taskId: string) => ({ pk: `TASK#${taskId}`, sk: 'TASK' }),
  /** What a task holds that is written once (task-item.ts: TASK_CONTENT_FIELDS), apart from what its status changes rewrite. */
  taskContent: (taskId: string) => ({ pk: `TASK#${taskId}`, sk: 'TASK_CONTENT' }),
  /** The sort keys of a task's two items begin so (and nothing else of its partition does): one query reads both. */
  taskItemsPrefix: 'TASK',
  taskEvent: (taskId: string, version: number) => ({ pk: `TASK#${taskId}`, sk: `EVENT#${String(version).padStart(6, '0')}` }),
  taskEventPrefix: 'EVENT#',
  /** A task's creation as its outbox event (`task.created`): in the task's partition, so it reaches the sender before the task's status changes. */
  taskCreatedEvent: (taskId: string) => ({ pk: `TASK#${taskId}`, sk: 'CREATED_EVENT' }),
  /** gsi1: an agent's tasks, newest first. */
  agentTasks: (agentId: string, createdAt: string, taskId: string) => ({ gsi1pk: `AGENT_TASKS#${agentId}`, gsi1sk: `${createdAt}#${taskId}` }),
  agentTasksPartition: (agentId: string) => `AGENT_TASKS#${agentId}`,
  /** The agent and creation time an agentTasks entry's keys carry (a task item does not repeat them). */
  ofAgentTasks: (gsi1pk: string, gsi1sk: string) => ({
    agentId: gsi1pk.slice(tasksKeys.agentTasksPartition('').length),
    createdAt: gsi1sk.slice(0, gsi1sk.lastIndexOf('#')),
  }),
  /** gsi2: tasks open to operators (PENDING, not sandbox), newest first, in their task's shard. */
  openTask: (createdAt: string, taskId: string) => ({ gsi2pk: `OPEN_TASKS#${shardOf(taskId, OPEN_TASK_SHARDS)}`, gsi2sk: `${createdAt}#${taskId}` }),
  /** Every open-task index partition: a page of open tasks merges them all. */
  openTaskPartitions: allShards(OPEN_TASK_SHARDS).map((shard) => `OPEN_TASKS#${shard}`),
  /**
   * gsi4: a located open task by place: partitioned by its geohash cell at NEAR_PARTITION_PRECISION,
   * sorted by its full geohash (the point itself) so a finer cell is a prefix of the sort key.
   */
  openTaskNear: (geohash: string, taskId: string) => ({
    gsi4pk: `OPEN_NEAR#${geohash.slice(0, NEAR_PARTITION_PRECISION)}`,
    gsi4sk: `${geohash}#${taskId}`,
  }),
  openTaskNearPartition: (cell: string) => `OPEN_NEAR#${cell.slice(0, NEAR_PARTITION_PRECISION)}`,
  /**
   * gsi2 too: the tasks an operator holds or held (their operator of record), newest claim first. A
   * task is in it from its claim on, and leaves it when the claim does (back to the open list).
   */
  operatorWork: (operatorId: string, claimedAt: string, taskId: string) => ({
    gsi2pk: `OPERATOR_WORK#${operatorId}`,
    gsi2sk: `${claimedAt}#${taskId}`,
  }),
  operatorWorkPartition: (operatorId: string) => `OPERATOR_WORK#${operatorId}`,
  /** The marker item of a DISPUTED real task in the back office's dispute queue (tasks-store.ts: disputeQueueWrites). */
  disputeQueueEntry: (taskId: string) => ({ pk: `TASK#${taskId}`, sk: 'DISPUTE_QUEUE' }),
  /** gsi2 (on the marker): DISPUTED real tasks, appealed or not, oldest dispute first. */
  dispute: (appealed: boolean, disputedAt: string, taskId: string) => ({
    gsi2pk: appealed ? 'DISPUTES#APPEALED' : 'DISPUTES#OPEN',
    gsi2sk: `${disputedAt}#${taskId}`,
  }),
  disputesPartition: (appealed: boolean) => (appealed ? 'DISPUTES#APPEALED' : 'DISPUTES#OPEN'),
  /** The marker item of a HELD task in the back office's safety queue (tasks-store.ts: heldQueueWrites). */
  heldQueueEntry: (taskId: string) => ({ pk: `TASK#${taskId}`, sk: 'HELD_QUEUE' }),
  /** gsi2 (on the marker): HELD tasks, oldest hold first. */
  held: (heldAt: string, taskId: string) => ({ gsi2pk: 'HELD', gsi2sk: `${heldAt}#${taskId}` }),
  heldPartition: 'HELD',
  /**
   * The content its seats share until each writes its own (a proof): one item for the whole batch,
   * so creating 50 seats writes 50 task items, not 100 (a transaction takes 100 items at most).
   */
  batchContent: (batchId: string) => ({ pk: `BATCH#${batchId}`, sk: 'TASK_CONTENT' }),
  /** The seat of a batch an operator holds: one per operator and batch, taken with the claim. */
  batchSeat: (batchId: string, operatorId: string) => ({ pk: `BATCH#${batchId}`, sk: `SEAT#${operatorId}` }),
  /**
   * A completed real task in the completion index (contexts/work/tasks/domain/completions.ts), by type
   * and place (a geohash cell, or `-<shard>` when unlocated), newest last: what quotes read.
   */
  taskCompletion: (taskType: string, place: string, completedAt: string, taskId: string) => ({
    pk: `COMPLETIONS#${taskType}#${place}`,
    sk: `${completedAt}#${taskId}`,
  }),
  taskCompletionsPartition: (taskType: string, place: string) => `COMPLETIONS#${taskType}#${place}`,
} as const;
