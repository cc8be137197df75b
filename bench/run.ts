/**
 * `npm run bench`: latency, work and AWS cost per task, the scale model (the task rate at which the
 * busiest DynamoDB partition saturates), cold start and local start, measured on the local stack
 * (in memory) and the bundles CDK would deploy, and the deployed Guardian's cost per review.
 * Prints the reports and writes them
 * to bench/results.json. A tool, not a test: it reports misses against the targets, it never
 * fails on them.
 *
 *   --tasks N             lifecycles in the latency run (default 150)
 *   --concurrency C       simulated agent/operator pairs driving them (default 4)
 *   --work-tasks S        lifecycles run one at a time for the work counts and time split (default 10)
 *   --cold-start-runs R   fresh-process loads per bundle (default 9)
 *   --quotes Q            quotes timed in the structured-tasks report (default 50)
 *   --geo-tasks G         open tasks the near list is timed among (default 10000)
 *   --bundles a,b         only these handler modules in the cold-start report (default: all)
 *   --out FILE            where the JSON goes (default bench/results.json)
 */
import { writeFile } from 'node:fs/promises';
import { cpus, loadavg, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { rateLimitRules } from '../functions/manifest/rate-limits';
import { deployedSettings } from '../functions/platform/settings/deploy';
import { MANAGED_RULE_GROUPS } from '../lib/edge';
import { enableInstrumentation } from '../local/instrumentation';
import { startLocalStack } from '../local/stack';
import { startCallbackReceiver } from '../test/support/callback-receiver';
import { measureColdStart } from './cold-start';
import { COST_ASSUMPTIONS, costPer1000Tasks, EDGE_COST_ASSUMPTION, edgeCostPer1000Tasks } from './cost';
import { measureEvidenceMemory } from './evidence-memory';
import { readTestRuns } from './feedback-time';
import { deployedFunctions } from './functions';
import { measureGeo } from './geo';
import { countLambdaLogs, instrumentServiceClients } from './instrument';
import { measureLatency } from './latency';
import { Client } from './lifecycle';
import { measureLocalStart } from './local-start';
import { startPartitionWriteCounter } from './partitions';
import { PRICES } from './prices';
import { type BenchResults, closingNotes, renderReport } from './report';
import { SCALE_ASSUMPTIONS, scaleModel } from './scale-model';
import { round } from './stats';
import { measureStructured } from './structured';
import { measureWork } from './work';

const { values } = parseArgs({
  options: {
    tasks: { type: 'string', default: '150' },
    concurrency: { type: 'string', default: '4' },
    'work-tasks': { type: 'string', default: '10' },
    'cold-start-runs': { type: 'string', default: '9' },
    quotes: { type: 'string', default: '50' },
    'geo-tasks': { type: 'string', default: '10000' },
    bundles: { type: 'string' },
    out: { type: 'string', default: fileURLToPath(new URL('results.json', import.meta.url)) },
  },
});
const positive = (name: keyof typeof values): number => {
  const value = Number(values[name]);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a positive whole number, got ${values[name]}`);
  return value;
};
const options = {
  tasks: positive('tasks'),
  concurrency: positive('concurrency'),
  workTasks: positive('work-tasks'),
  coldStartRuns: positive('cold-start-runs'),
  quotes: positive('quotes'),
  geoTasks: positive('geo-tasks'),
};
const startLoad = loadavg()[0]!;
const progress = (message: string) => process.stderr.write(`bench [${Math.round(performance.now() / 1000)} s]: ${message}\n`);

// First, while nothing else of the bench runs: `npm start` in a process of its own.
progress('local start: npm start until its health check answers, twice');
const localStart = await measureLocalStart();

progress('reading the functions of the CDK app');
const functions = deployedFunctions();
const only = values.bundles?.split(',').map((handler) => handler.trim());
const unknown = only?.filter((handler) => !functions.some((fn) => fn.handler === handler));
if (unknown?.length) throw new Error(`--bundles: no function for ${unknown.join(', ')}`);

// The functions log at the level they are deployed with; the tap counts those bytes.
process.env.POWERTOOLS_LOG_LEVEL = 'INFO';
enableInstrumentation();
countLambdaLogs();

progress('starting the local stack (in memory)');
// No timer sweeps but the one measureWork runs to settle its tasks' callback checks: in AWS they run
// once a minute whatever the load.
// Every task has a callback_url, so the callback path (pipe, queue, sender) is part of the work.
// The receiver's certificate is trusted through NODE_EXTRA_CA_CERTS (the npm script sets it).
process.env.CALLBACK_ALLOW_HOSTS = 'localhost';
const receiver = await startCallbackReceiver();
const stack = await startLocalStack({ port: 0, inMemory: true, tableName: 'handoff-bench', timerSweepMs: 24 * 60 * 60 * 1000 });
const measured = await (async () => {
  try {
    const { TABLE_NAME } = await import('../functions/platform/table/client');
    await instrumentServiceClients();
    const client = new Client(stack.url, receiver.url);
    progress(`work per task: ${options.workTasks} lifecycles, one at a time`);
    const partitionWrites = await startPartitionWriteCounter(stack.dynamodbEndpoint, TABLE_NAME);
    const { config } = await import('../functions/platform/settings');
    const work = await measureWork(client, options.workTasks, { run: stack.sweep, checksDueMs: config.timerRules.stallMs }).finally(() =>
      partitionWrites.stop(),
    );
    progress(`structured tasks: a template task, a 3-seat batch, ${options.quotes} quotes`);
    const structured = await measureStructured(client, options.quotes);
    progress(`latency: ${options.tasks} lifecycles, ${options.concurrency} at a time`);
    const latency = await measureLatency(client, options.tasks, options.concurrency);
    // Last: its thousands of open tasks would otherwise be in every other report's open list.
    progress(`tasks near a place: ${options.geoTasks} open tasks around one city`);
    return { work, structured, latency, geo: await measureGeo(client, options.geoTasks) };
  } finally {
    await stack.stop();
    await receiver.close();
  }
})();

progress('cold start: building every function as CDK does');
const coldStart = await measureColdStart(only ? functions.filter((fn) => only.includes(fn.handler)) : functions, options.coldStartRuns);

progress('submit memory: fixing the evidence of photos at every limit');
const evidence = await measureEvidenceMemory();
const submitFunction = functions.find((fn) => fn.handler === 'contexts/work/tasks/api/operator/submit');
if (!submitFunction) throw new Error('no function for contexts/work/tasks/api/operator/submit');

progress('the deployed Guardian: tokens and cost of a review, per model');
// Loaded only now: the reviewer's modules read the settings, which the local stack sets first.
const { GUARDIAN_COST_ASSUMPTIONS, guardianReviewCost } = await import('./guardian-cost');
const guardian = await guardianReviewCost();
const { SCREENING_COST_ASSUMPTION, screeningCost } = await import('./screening-cost');

const results: BenchResults = {
  date: new Date().toISOString(),
  machine: {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? 'unknown',
    memoryGb: Math.round(totalmem() / 1024 ** 3),
    node: process.version,
    // Other work on the machine moves every figure: the 1-minute load average at the start.
    loadAverage: round(startLoad, 1),
  },
  options,
  latency: measured.latency,
  verdictLatency: measured.work.verdict,
  timeSplit: measured.work.split,
  work: { counts: measured.work.counts, cost: costPer1000Tasks(measured.work.counts, functions) },
  structured: measured.structured,
  geo: measured.geo,
  scale: scaleModel(measured.work.counts.lifecycles, measured.work.partitionUnits),
  edge: edgeCostPer1000Tasks(measured.work.counts, rateLimitRules(deployedSettings(() => undefined).stack).length + MANAGED_RULE_GROUPS.length),
  coldStart,
  guardian,
  screening: screeningCost(),
  localStart,
  evidenceMemory: { ...evidence, functionMemoryMb: submitFunction.memoryMb },
  feedback: readTestRuns(),
  prices: PRICES,
  assumptions: [...COST_ASSUMPTIONS, EDGE_COST_ASSUMPTION, ...GUARDIAN_COST_ASSUMPTIONS, SCREENING_COST_ASSUMPTION, ...SCALE_ASSUMPTIONS],
  notes: [],
};
results.notes = closingNotes(results);
await writeFile(values.out, `${JSON.stringify(results, null, 2)}\n`);
console.log(renderReport(results));
progress(`results written to ${values.out}`);
