import { setTimeout as sleep } from 'node:timers/promises';
import { routeKey, routes } from '../functions/manifest/routes';
import { type Counters, type Invocation, resetInstrumentation, snapshot } from '../local/instrumentation';
import { type Client, newWorker, runLifecycle } from './lifecycle';
import { AWS_WRITE_UNITS_COUNTER, PARTITION_COUNTER, resetPartitionWrites, setLifecycle } from './partitions';
import { groupBy, median, round, sum } from './stats';
import { TARGETS } from './targets';
import { verdictLatency } from './verdict-latency';
import { type WriteRow, writeRows } from './writes';

/** Counts of one measured stretch of lifecycles (totals: divide by `lifecycles` for one task). */
export interface WorkCounts {
  lifecycles: number;
  apiRequests: Record<string, number>;
  lambdaInvocations: Record<string, number>;
  /** Billed duration (each invocation rounded up to 1 ms), by function. */
  lambdaBilledMs: Record<string, number>;
  dynamodb: {
    readUnits: Record<string, number>;
    writeUnits: Record<string, number>;
    /** The same write units by where they go: 'table' or an index. */
    writeUnitsByTarget: Record<string, number>;
    /** The write units AWS bills for the same writes, item by item from the table's stream (bench/partitions.ts), by target. */
    awsWriteUnitsByTarget: Record<string, number>;
    itemsWritten: Record<string, number>;
    commands: Record<string, number>;
    failedCommands: Record<string, number>;
  };
  stepFunctions: { machine: string; type: 'EXPRESS' | 'STANDARD'; executions: number; transitions: number; ms: number }[];
  queueMessages: Record<string, number>;
  logBytes: Record<string, number>;
  /** Every write a task makes at AWS's billing, per operation and item, with why it is needed (bench/writes.ts); per task. */
  writes: WriteRow[];
}

/**
 * Each API endpoint's time split at the median: inside DynamoDB calls, inside S3 calls, and the
 * function's own code (the time with neither in flight).
 */
export interface TimeSplit {
  endpoint: string;
  samples: number;
  handlerP50Ms: number;
  dynamodbP50Ms: number;
  s3P50Ms: number;
  ownCodeP50Ms: number;
  /** Median over requests of (handler time - time waiting on DynamoDB or S3) / handler time. */
  ownShareP50: number;
  /** The endpoint's target for that share. */
  targetShare: number;
  meetsTarget: boolean;
}

/** Our own code's time in an invocation: its wall time with no DynamoDB or S3 call in flight. */
export const ownCodeMs = (invocation: Invocation): number => invocation.ms - invocation.waitedMs.any;

const ROUTE_BY_HANDLER = new Map(routes.map((route) => [route.handler, routeKey(route)]));

const stepFunctionCounts = (counters: Counters): WorkCounts['stepFunctions'] =>
  (['EXPRESS', 'STANDARD'] as const).flatMap((type) => {
    const kind = `stepfunctions.${type.toLowerCase()}`;
    return Object.entries(counters[`${kind}.executions`] ?? {}).map(([machine, executions]) => ({
      machine,
      type,
      executions,
      transitions: counters[`${kind}.transitions`]?.[machine] ?? 0,
      ms: counters[`${kind}.ms`]?.[machine] ?? 0,
    }));
  });

const workCounts = (lifecycles: number, counters: Counters, invocations: Invocation[]): WorkCounts => ({
  lifecycles,
  apiRequests: counters['api.requests'] ?? {},
  lambdaInvocations: counters['lambda.invocations'] ?? {},
  lambdaBilledMs: Object.fromEntries(
    [...groupBy(invocations, (invocation) => invocation.function)].map(([name, calls]) => [name, sum(calls.map((call) => Math.ceil(call.ms)))]),
  ),
  dynamodb: {
    readUnits: counters['dynamodb.read-units'] ?? {},
    writeUnits: counters['dynamodb.write-units'] ?? {},
    writeUnitsByTarget: counters['dynamodb.write-units-by-target'] ?? {},
    awsWriteUnitsByTarget: counters[AWS_WRITE_UNITS_COUNTER] ?? {},
    itemsWritten: counters['dynamodb.items-written'] ?? {},
    commands: counters['dynamodb.commands'] ?? {},
    failedCommands: counters['dynamodb.failed-commands'] ?? {},
  },
  stepFunctions: stepFunctionCounts(counters),
  queueMessages: counters['queue.messages'] ?? {},
  logBytes: counters['logs.bytes'] ?? {},
  writes: writeRows(counters, lifecycles),
});

const timeSplit = (invocations: Invocation[]): TimeSplit[] =>
  [
    ...groupBy(
      invocations.filter((invocation) => ROUTE_BY_HANDLER.has(invocation.function)),
      (invocation) => invocation.function,
    ),
  ].map(([handler, calls]) => {
    const endpoint = ROUTE_BY_HANDLER.get(handler)!;
    const ownShareP50 = round(median(calls.map((call) => ownCodeMs(call) / call.ms)), 3);
    const targetShare = TARGETS.ownCodeShareP50ByEndpoint[endpoint] ?? TARGETS.ownCodeShareP50;
    return {
      endpoint,
      samples: calls.length,
      handlerP50Ms: round(median(calls.map((call) => call.ms))),
      dynamodbP50Ms: round(median(calls.map((call) => call.waitedMs.dynamodb))),
      s3P50Ms: round(median(calls.map((call) => call.waitedMs.s3))),
      ownCodeP50Ms: round(median(calls.map(ownCodeMs))),
      ownShareP50,
      targetShare,
      meetsTarget: ownShareP50 <= targetShare,
    };
  });

/** Resolves once nothing has been counted for `quietMs`: the stream, workflows and their steps are done. */
export const settled = async (quietMs: number, timeoutMs: number): Promise<void> => {
  const until = Date.now() + timeoutMs;
  let last = JSON.stringify(snapshot().counters);
  let quietSince = Date.now();
  while (Date.now() - quietSince < quietMs && Date.now() < until) {
    await sleep(100);
    const now = JSON.stringify(snapshot().counters);
    if (now !== last) [last, quietSince] = [now, Date.now()];
  }
};

/**
 * Report 2 and the time split: `lifecycles` tasks, one at a time (each invocation runs alone,
 * as in its own Lambda container), after one unmeasured warm-up lifecycle; then, once their
 * callback checks are due (`checksDueMs` after the last), the one timer sweep that settles them:
 * a task's callback check is work of the task (the sweep's own reads of the timer index, once a
 * run whatever the load, are counted with it).
 */
export const measureWork = async (client: Client, lifecycles: number, sweep: { run: () => Promise<void>; checksDueMs: number }) => {
  const worker = await newWorker(client, lifecycles + 1);
  const settleChecks = async () => {
    await sleep(sweep.checksDueMs);
    await sweep.run();
    await settled(1000, 30_000);
  };
  await runLifecycle(client, worker, 0);
  await settled(1000, 30_000);
  // The warm-up's own callback check, settled before the measured stretch.
  await settleChecks();
  resetInstrumentation();
  resetPartitionWrites();
  for (let i = 1; i <= lifecycles; i++) {
    setLifecycle(i);
    await runLifecycle(client, worker, i);
  }
  await settled(1000, 30_000);
  // The scale model leaves the sweep out (a write a task, outside transactions, spread over the timer
  // shards); the cost counts it.
  setLifecycle(undefined);
  await settleChecks();
  const { counters, invocations } = snapshot();
  // Read and write units by partition and lifecycle (bench/partitions.ts): the scale model's input.
  const partitionUnits = counters[PARTITION_COUNTER] ?? {};
  return {
    counts: workCounts(lifecycles, counters, invocations),
    split: timeSplit(invocations),
    partitionUnits,
    // The same lifecycles' workflow steps and dispatcher, one invocation at a time: the deployed verdict latency's measured parts.
    verdict: verdictLatency(invocations),
  };
};
