import type { DynamoDBRecord } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import {
  AWS_WRITE_UNITS_COUNTER,
  AWS_WRITES_COUNTER,
  countStreamWrites,
  noteWrite,
  PARTITION_COUNTER,
  type PartitionCount,
  partitionCountName,
  recordWrites,
  resetPartitionWrites,
  setLifecycle,
} from '../../../bench/partitions';
import { keyPattern, SHARD_COUNTS, scaleModel } from '../../../bench/scale-model';
import { UNLOCATED_SHARDS } from '../../../functions/contexts/work/tasks/domain';
import { OPEN_TASK_SHARDS } from '../../../functions/contexts/work/tasks/store/keys';
import { TIMER_SHARDS } from '../../../functions/platform/table/keys';
import { enableInstrumentation, resetInstrumentation, snapshot } from '../../../local/instrumentation';

/** Counters as the bench records them: units per partition and lifecycle. */
const counters = (counts: [Omit<PartitionCount, 'lifecycle'>, number[]][]): Record<string, number> =>
  Object.fromEntries(
    counts.flatMap(([count, perLifecycle]) =>
      perLifecycle.map((units, i) => [partitionCountName({ ...count, lifecycle: i + 1 }), units] as const).filter(([, units]) => units > 0),
    ),
  );

describe('The scale model (bench/scale-model.ts)', () => {
  it('names keys by pattern: ids as *, shard numbers as <n>, global names as they are', () => {
    expect(keyPattern('TASK#task_0123456789abcdef0123456789abcdef')).toBe('TASK#*');
    expect(keyPattern('ACCOUNT#agent:agt_0123456789abcdef0123456789abcdef:deposit')).toBe('ACCOUNT#agent:*:deposit');
    expect(keyPattern('ACCOUNT#platform:fees:17')).toBe('ACCOUNT#platform:fees:<n>');
    expect(keyPattern('APIKEY#49c0f49a1b9c580b3affad417ffc159a7e56ad6ea74a923cc271e1d4d2541b0b')).toBe('APIKEY#*');
    expect(keyPattern('PHOTO_HASH#2#9a92')).toBe('PHOTO_HASH#<n>#*');
    expect(keyPattern('OPEN_TASKS')).toBe('OPEN_TASKS');
    // The completion index's unlocated shards, not a global key each.
    expect(keyPattern('COMPLETIONS#VERIFICATION#-7')).toBe('COMPLETIONS#VERIFICATION#-<n>');
    expect(SHARD_COUNTS).toMatchObject({ 'COMPLETIONS#VERIFICATION#-<n>': UNLOCATED_SHARDS, 'COMPLETIONS#PHOTO#-<n>': UNLOCATED_SHARDS });
    expect(SHARD_COUNTS).toMatchObject({ 'TIMERS#<n>': TIMER_SHARDS, 'OPEN_TASKS#<n>': OPEN_TASK_SHARDS, 'ACCOUNT#platform:fees:<n>': 32 });
  });

  it('gives a global key its units over all tasks, a sharded one its share, an entity its own tasks, and the verdict from the hottest', () => {
    const model = scaleModel(
      4,
      counters([
        // Every task writes 4 units to the one fee account: 1,000 / 4 = 250 tasks a second.
        [{ kind: 'write', target: 'table', partition: 'ACCOUNT#platform:fees' }, [4, 4, 4, 4]],
        // 20 units a task over 16 shards, whichever the tasks hit: 1.25 a shard, 800 tasks a second.
        [{ kind: 'write', target: 'gsi3', partition: 'TIMERS#3' }, [20, 0, 20, 20]],
        [{ kind: 'write', target: 'gsi3', partition: 'TIMERS#9' }, [0, 20, 0, 0]],
        // Each task its own item: 50 units per task that touched it, whatever the task rate.
        ...[1, 2, 3, 4].map((n): [Omit<PartitionCount, 'lifecycle'>, number[]] => [
          { kind: 'write', target: 'table', partition: `TASK#task_${String(n).repeat(32)}` },
          [1, 2, 3, 4].map((i) => (i === n ? 50 : 0)),
        ]),
        // Reads against the 3,000 a second: 6 units a task, 500 tasks a second.
        [{ kind: 'read', target: 'gsi2', partition: 'OPEN_TASKS' }, [6, 6, 6, 6]],
      ]),
      { 'TIMERS#<n>': 16 },
    );
    const row = (pattern: string) => model.rows.find((r) => r.pattern === pattern);
    expect(row('ACCOUNT#platform:fees')).toMatchObject({
      scope: 'global',
      partitions: 1,
      shareOfTasks: 1,
      unitsPerTask: 4,
      saturatesAtTasksPerSecond: 250,
    });
    expect(row('TIMERS#<n>')).toMatchObject({
      scope: 'sharded',
      partitions: 16,
      shareOfTasks: 0.75,
      unitsPerTask: 1.25,
      saturatesAtTasksPerSecond: 800,
    });
    expect(row('TASK#*')).toMatchObject({ scope: 'per-entity', partitions: 4, shareOfTasks: 0.25, unitsPerTask: 50, saturatesAtTasksPerSecond: 20 });
    expect(row('OPEN_TASKS')).toMatchObject({ kind: 'read', scope: 'global', unitsPerTask: 6, saturatesAtTasksPerSecond: 500 });
    // The per-entity row saturates lowest but caps no service rate: the hottest is the fee account.
    expect(model.rows[0]!.pattern).toBe('TASK#*');
    expect(model.hottest?.pattern).toBe('ACCOUNT#platform:fees');
    expect(model.meetsTarget).toBe(false);

    const sharded = scaleModel(4, counters([[{ kind: 'write', target: 'table', partition: 'ACCOUNT#platform:fees:5' }, [4, 4, 4, 4]]]), {
      'ACCOUNT#platform:fees:<n>': 32,
    });
    expect(sharded.hottest).toMatchObject({ unitsPerTask: 0.125, saturatesAtTasksPerSecond: 8000 });
    expect(sharded.meetsTarget).toBe(true);
  });

  it("counts a stream record's writes: the item at its larger size, an index entry that moves as a delete and a put, all twice in a transaction", () => {
    const item = (status: string, gsi2pk?: string) => ({
      pk: { S: 'TASK#task_1' },
      sk: { S: 'TASK' },
      status: { S: status },
      body: { S: 'x'.repeat(1500) },
      ...(gsi2pk ? { gsi2pk: { S: gsi2pk }, gsi2sk: { S: '2026-01-01T00:00:00.000Z#task_1' }, task_type: { S: 'PHOTO' } } : {}),
      gsi3pk: { S: 'TIMERS#1' },
      gsi3sk: { S: status === 'PENDING' ? '2026-01-02#task_1' : '2026-01-03#task_1' },
    });
    const record = {
      dynamodb: { Keys: { pk: { S: 'TASK#task_1' }, sk: { S: 'TASK' } }, OldImage: item('PENDING', 'OPEN_TASKS#4'), NewImage: item('ACCEPTED') },
    };
    expect(recordWrites(record as unknown as DynamoDBRecord, true)).toEqual([
      { target: 'table', partition: 'TASK#task_1', units: 4 },
      { target: 'gsi2', partition: 'OPEN_TASKS#4', units: 2 },
      { target: 'gsi3', partition: 'TIMERS#1', units: 2 },
      { target: 'gsi3', partition: 'TIMERS#1', units: 2 },
    ]);
    expect(recordWrites({ dynamodb: { ...record.dynamodb, OldImage: undefined } } as unknown as DynamoDBRecord, false)).toEqual([
      { target: 'table', partition: 'TASK#task_1', units: 2 },
      { target: 'gsi3', partition: 'TIMERS#1', units: 1 },
    ]);
  });

  it("counts every record the service wrote by target for the cost, only a lifecycle's by partition, none noted before the reset", () => {
    const key = (pk: string) => ({ pk: { S: pk }, sk: { S: 'TASK' } });
    const record = (pk: string) =>
      ({ dynamodb: { Keys: key(pk), NewImage: { ...key(pk), body: { S: 'x'.repeat(1500) } } } }) as unknown as DynamoDBRecord;
    enableInstrumentation();
    resetInstrumentation();
    // The warm-up's write, noted before the measurement starts.
    noteWrite('PutItemCommand', { Item: { pk: 'TASK#warm-up', sk: 'TASK' } }, 'contexts/work/creation/api/create-task');
    resetPartitionWrites();
    setLifecycle(1);
    noteWrite(
      'TransactWriteItemsCommand',
      { TransactItems: [{ Put: { Item: { pk: 'TASK#measured', sk: 'TASK' } } }] },
      'contexts/work/creation/api/create-task',
    );
    // The sweep after the lifecycles.
    setLifecycle(undefined);
    noteWrite('UpdateItemCommand', { Key: { pk: 'TASK#swept', sk: 'TASK' } }, 'contexts/work/timers/workflow/sweep');
    countStreamWrites([record('TASK#warm-up'), record('TASK#measured'), record('TASK#swept'), record('AGENT#set-up-by-the-bench')]);
    const { counters } = snapshot();
    // 2 KB each: 4 units in the transaction, 2 outside one.
    expect(counters[AWS_WRITE_UNITS_COUNTER]).toEqual({ table: 6 });
    expect(counters[PARTITION_COUNTER]).toEqual({
      [partitionCountName({ kind: 'write', target: 'table', partition: 'TASK#measured', lifecycle: 1 })]: 4,
    });
    // The same units by who wrote which kind of item, for the bench's list of every write (bench/writes.ts).
    expect(counters[AWS_WRITES_COUNTER]).toEqual({
      [JSON.stringify(['contexts/work/creation/api/create-task', 'TASK/TASK', 'table', true])]: 4,
      [JSON.stringify(['contexts/work/timers/workflow/sweep', 'TASK/TASK', 'table', false])]: 2,
    });
  });
});
