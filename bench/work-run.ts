/**
 * `npm run bench:work`: only the bench's work-per-task measurement (report 2) and its cost, with every
 * write a completed task makes named (bench/writes.ts): what a change to the writes needs to measure,
 * and the time split per endpoint (our own code against DynamoDB's), without the rest of the bench.
 * Same method and prices as `npm run bench`.
 *
 *   --work-tasks S   lifecycles run one at a time (default 10)
 */
import { parseArgs } from 'node:util';
import { enableInstrumentation } from '../local/instrumentation';
import { startLocalStack } from '../local/stack';
import { startCallbackReceiver } from '../test/support/callback-receiver';
import { costPer1000Tasks } from './cost';
import { deployedFunctions } from './functions';
import { countLambdaLogs, instrumentServiceClients } from './instrument';
import { Client } from './lifecycle';
import { startPartitionWriteCounter } from './partitions';
import { renderTimeSplit, renderVerdictLatency, renderWrites } from './report';
import { measureWork } from './work';

const { values } = parseArgs({ options: { 'work-tasks': { type: 'string', default: '10' } } });
const lifecycles = Number(values['work-tasks']);
if (!Number.isInteger(lifecycles) || lifecycles < 1) throw new Error(`--work-tasks must be a positive whole number, got ${values['work-tasks']}`);

const functions = deployedFunctions();
process.env.POWERTOOLS_LOG_LEVEL = 'INFO';
enableInstrumentation();
countLambdaLogs();
process.env.CALLBACK_ALLOW_HOSTS = 'localhost';
const receiver = await startCallbackReceiver();
const stack = await startLocalStack({ port: 0, inMemory: true, tableName: 'handoff-bench', timerSweepMs: 24 * 60 * 60 * 1000 });
try {
  const { TABLE_NAME } = await import('../functions/platform/table/client');
  await instrumentServiceClients();
  const partitionWrites = await startPartitionWriteCounter(stack.dynamodbEndpoint, TABLE_NAME);
  const { config } = await import('../functions/platform/settings');
  const work = await measureWork(new Client(stack.url, receiver.url), lifecycles, {
    run: stack.sweep,
    checksDueMs: config.timerRules.stallMs,
  }).finally(() => partitionWrites.stop());
  const cost = costPer1000Tasks(work.counts, functions);
  console.log(`${renderWrites(work.counts.writes, cost)}\n\n${renderVerdictLatency(work.verdict)}\n\n${renderTimeSplit(work.split)}`);
} finally {
  await stack.stop();
  await receiver.close();
}
