import type { ColdStartReport } from './cold-start';
import type { Cost, EdgeCost } from './cost';
import type { EvidenceMemory } from './evidence-memory';
import { feedbackLines, feedbackMisses, type TestRuns } from './feedback-time';
import type { GeoReport } from './geo';
import type { GuardianCostReport } from './guardian-cost';
import type { LatencyReport } from './latency';
import type { LocalStartReport } from './local-start';
import type { PRICES } from './prices';
import type { ScaleModel, ScaleModelRow } from './scale-model';
import { PARTITION_LIMITS } from './scale-model';
import type { ScreeningCostReport } from './screening-cost';
import { round, sum } from './stats';
import type { StructuredReport } from './structured';
import { TARGETS } from './targets';
import type { VerdictLatency } from './verdict-latency';
import type { TimeSplit, WorkCounts } from './work';
import { unitsByOperation, type WriteRow } from './writes';

export interface BenchResults {
  date: string;
  machine: { cpus: number; cpuModel: string; memoryGb: number; node: string; loadAverage: number };
  options: { tasks: number; concurrency: number; workTasks: number; coldStartRuns: number; quotes: number; geoTasks: number };
  latency: LatencyReport;
  /** Submit -> COMPLETED deployed, modelled from measured parts (issue 35). */
  verdictLatency: VerdictLatency;
  timeSplit: TimeSplit[];
  work: { counts: WorkCounts; cost: Cost };
  structured: StructuredReport;
  geo: GeoReport;
  scale: ScaleModel;
  edge: EdgeCost;
  coldStart: ColdStartReport;
  guardian: GuardianCostReport;
  /** The deployed screening's model cost (acceptable use policy), reported beside the Guardian's. */
  screening: ScreeningCostReport;
  localStart: LocalStartReport;
  /** The submit function's peak memory fixing evidence at the photo limits, beside what it is given. */
  evidenceMemory: EvidenceMemory & { functionMemoryMb: number };
  /** The last `npm test` and unit-tier runs recorded on this machine (bench/feedback-time.ts). */
  feedback: TestRuns;
  prices: typeof PRICES;
  assumptions: string[];
  /** What misses its target and what dominates it. */
  notes: string[];
}

const SERVICE_NAMES: Record<keyof Cost['byService'], string> = {
  apiGateway: 'API Gateway',
  lambda: 'Lambda',
  dynamodb: 'DynamoDB',
  stepFunctions: 'Step Functions',
  sqs: 'SQS',
  eventBridgePipes: 'EventBridge Pipes',
  cloudWatchLogs: 'CloudWatch Logs',
};

const verdict = (met: boolean) => (met ? 'met' : 'MISSED');
const percent = (share: number) => `${round(share * 100, 1)}%`;
const usd = (value: number) => `$${value.toFixed(4)}`;
const kb = (bytes: number) => `${round(bytes / 1024, 1)} KB`;

/** Columns padded to their widest cell; numbers right-aligned. */
const table = (header: string[], rows: (string | number)[][]): string => {
  const cells = [header, ...rows.map((row) => row.map(String))];
  const widths = header.map((_, column) => Math.max(...cells.map((row) => row[column]!.length)));
  return cells
    .map((row, r) =>
      row
        .map((cell, column) => (r > 0 && typeof rows[r - 1]![column] === 'number' ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!)))
        .join('  '),
    )
    .map((line) => `  ${line.trimEnd()}`)
    .join('\n');
};

/** "a 2, b 1", largest first. */
const breakdown = (counts: Record<string, number>, perTask: number, digits = 2) =>
  Object.entries(counts)
    .sort(([, a], [, b]) => b - a)
    .map(([name, value]) => `${name} ${round(value / perTask, digits)}`)
    .join(', ');

const perTaskTotal = (counts: Record<string, number>, lifecycles: number, digits = 2) => round(sum(Object.values(counts)) / lifecycles, digits);

const latencySection = ({ latency, timeSplit, verdictLatency }: BenchResults) => [
  `1. Latency: ${latency.completed} of ${latency.tasks} lifecycles completed, ${latency.concurrency} agent/operator pairs at a time, ` +
    `${latency.seconds} s: ${latency.requestsPerSecond} requests/s, ${latency.tasksPerSecond} tasks/s`,
  table(
    ['endpoint', 'requests', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms'],
    [
      ...latency.endpoints.map((e) => [e.endpoint, e.requests, e.p50Ms, e.p95Ms, e.p99Ms, e.maxMs]),
      [
        'submit -> COMPLETED (Guardian, finalization)',
        latency.completed,
        latency.completion.p50Ms,
        latency.completion.p95Ms,
        latency.completion.p99Ms,
        latency.completion.maxMs,
      ],
    ],
  ),
  ...(latency.failures.length ? [`  Failed lifecycles (${latency.failures.length}): ${latency.failures.slice(0, 3).join('; ')}`] : []),
  '',
  renderVerdictLatency(verdictLatency),
  '',
  renderTimeSplit(timeSplit),
];

/** Per endpoint, the handler's time inside DynamoDB and S3 against our own code's (the work-per-task lifecycles'). */
export const renderTimeSplit = (timeSplit: TimeSplit[]): string =>
  [
    `   Time inside DynamoDB and S3 vs our own code per endpoint at p50 (handler time, over the work-per-task lifecycles, one request at a time; ` +
      `own code: the handler's time with no DynamoDB or S3 call in flight, so a DynamoDB call beside an S3 call counts once); ` +
      `target: own code <= ${percent(TARGETS.ownCodeShareP50)}${Object.entries(TARGETS.ownCodeShareP50ByEndpoint)
        .map(([endpoint, share]) => `, ${endpoint} <= ${percent(share)}`)
        .join('')}`,
    table(
      ['endpoint', 'samples', 'handler ms', 'DynamoDB ms', 'S3 ms', 'own ms', 'own share', 'target'],
      timeSplit.map((s) => [
        s.endpoint,
        s.samples,
        s.handlerP50Ms,
        s.dynamodbP50Ms,
        s.s3P50Ms,
        s.ownCodeP50Ms,
        percent(s.ownShareP50),
        `${percent(s.targetShare)} ${verdict(s.meetsTarget)}`,
      ]),
    ),
  ].join('\n');

/** The deployed verdict's hops, each with its share and where its figure comes from. */
export const renderVerdictLatency = (model: VerdictLatency): string =>
  [
    `   Verdict latency deployed (submit's commit -> COMPLETED, without the model's own time), modelled as the sum of each hop's p50: ` +
      `${model.p50Ms} ms (target <= ${model.targetMs} ms: ${verdict(model.meetsTarget)}); the largest hop: ${model.dominant.hop} ${model.dominant.ms} ms (${percent(model.dominant.share)})`,
    table(
      ['stage', 'hop', 'ms', 'share', 'source', 'what'],
      model.hops.map((hop) => [hop.stage, hop.hop, hop.ms, percent(hop.ms / model.p50Ms), hop.source, hop.note]),
    ),
    `   The finalize step runs in the review's state machine (ProofReview), so the VERIFIED record's stream poll, dispatcher and Step Functions start (${model.removedMs} ms) are no longer in the way`,
  ].join('\n');

const workSection = ({ work: { counts, cost }, edge }: BenchResults) => {
  const n = counts.lifecycles;
  const lambdaMs = perTaskTotal(counts.lambdaBilledMs, n, 0);
  const queue = breakdown(counts.queueMessages, n);
  return [
    `2. Work per task (counted by instrumentation over ${n} lifecycle${n === 1 ? '' : 's'} run one at a time, per task)`,
    table(
      ['what', 'per task', 'by source'],
      [
        ['API requests', perTaskTotal(counts.apiRequests, n), breakdown(counts.apiRequests, n)],
        ['Lambda invocations', perTaskTotal(counts.lambdaInvocations, n), breakdown(counts.lambdaInvocations, n)],
        ['Lambda billed ms', lambdaMs, breakdown(counts.lambdaBilledMs, n, 0)],
        ['DynamoDB read units', perTaskTotal(counts.dynamodb.readUnits, n), breakdown(counts.dynamodb.readUnits, n)],
        ['DynamoDB write units', perTaskTotal(counts.dynamodb.writeUnits, n), breakdown(counts.dynamodb.writeUnits, n)],
        ['  by table/index', '', breakdown(counts.dynamodb.writeUnitsByTarget, n)],
        ['DynamoDB items written', perTaskTotal(counts.dynamodb.itemsWritten, n), breakdown(counts.dynamodb.itemsWritten, n)],
        ['DynamoDB commands', perTaskTotal(counts.dynamodb.commands, n), breakdown(counts.dynamodb.commands, n)],
        ...(Object.keys(counts.dynamodb.failedCommands).length
          ? [['DynamoDB refused commands', perTaskTotal(counts.dynamodb.failedCommands, n), breakdown(counts.dynamodb.failedCommands, n)]]
          : []),
        ...counts.stepFunctions.map((m) => [
          `Step Functions ${m.machine} (${m.type})`,
          round(m.transitions / n),
          `state transitions; ${round(m.executions / n)} executions, ${round(m.ms / m.executions)} ms each`,
        ]),
        ['Queue messages', perTaskTotal(counts.queueMessages, n), queue],
        ['Log bytes', perTaskTotal(counts.logBytes, n, 0), breakdown(counts.logBytes, n, 0)],
      ],
    ),
    '',
    `   AWS cost per 1,000 completed tasks: ${usd(cost.total)} at DynamoDB Local's units (target <= ${usd(TARGETS.costPer1000TasksUsd.localUnits)}: ${verdict(cost.meetsTarget)})`,
    `   ${Object.entries(cost.byService)
      .map(([service, value]) => `${SERVICE_NAMES[service as keyof Cost['byService']]} ${usd(value)}`)
      .join(', ')}`,
    renderWrites(counts.writes, cost),
    `   The edge apart (CloudFront + WAF, ${edge.requestsPerTask} requests per task): ${usd(edge.per1000Tasks)} per 1,000 tasks, plus ${usd(edge.fixedPerMonth)} a month for the web ACL and its rules`,
  ];
};

/** Every write a task makes at AWS's billing, per operation and item, and why it is needed. */
export const renderWrites = (rows: WriteRow[], cost: Cost): string =>
  [
    `   Every write of a completed task at AWS's billing (units per task; txn: in a transaction, twice the units; reasons in bench/write-reasons.ts):`,
    table(
      ['operation', 'item', 'writes', 'avg bytes', 'txn', 'table', 'indexes', 'units', 'why it is needed'],
      rows.map((row) => {
        const { table: tableUnits = 0, ...indexes } = row.units;
        const indexText =
          Object.entries(indexes)
            .map(([index, units]) => `${index} ${units}`)
            .join(', ') || '-';
        return [row.operation, row.item, row.writes, row.avgBytes, row.transactional ? 'yes' : 'no', tableUnits, indexText, row.total, row.reason];
      }),
    ),
    `   By operation: ${Object.entries(unitsByOperation(rows))
      .map(([operation, units]) => `${operation} ${units}`)
      .join(', ')}`,
    `   ${atAwsRate(cost)}`,
  ].join('\n');

const atAwsRate = ({ atAwsBilling: aws }: Cost) =>
  `At AWS's billing, item by item from the table's stream: ${aws.writeUnitsPerTask} write units a task (${breakdown(aws.writeUnitsByTarget, 1)}), ` +
  `DynamoDB ${usd(aws.dynamodb)}, total ${usd(aws.total)} (target <= ${usd(TARGETS.costPer1000TasksUsd.awsBilling)}: ${verdict(aws.meetsTarget)})`;

/** Rows shown: the global and sharded keys, and the busiest per-entity ones. */
const SCALE_ROWS = 12;

const keyName = (row: ScaleModelRow) => `${row.target === 'table' ? '' : `${row.target} `}${row.pattern}`;
const saturation = (row: ScaleModelRow) =>
  `${row.saturatesAtTasksPerSecond.toLocaleString('en-US')}${row.scope === 'per-entity' ? ' (one entity)' : ''}`;

export const hottestKeyLine = ({ hottest, target, meetsTarget }: ScaleModel) =>
  hottest
    ? `the hottest key is ${keyName(hottest)} (${hottest.kind}s, ${hottest.scope}${hottest.scope === 'sharded' ? ` over ${hottest.partitions}` : ''}, ` +
      `${hottest.unitsPerTask} units per task on one partition): it saturates at ${saturation(hottest)} tasks/s ` +
      `(target >= ${target.toLocaleString('en-US')}: ${verdict(meetsTarget)})`
    : 'no key is touched by every task';

const scaleSection = ({ scale }: BenchResults) => [
  `5. Scale model (from the work-per-task lifecycles: units by partition, at AWS's rates; a partition takes ` +
    `${PARTITION_LIMITS.write.toLocaleString('en-US')} write and ${PARTITION_LIMITS.read.toLocaleString('en-US')} read units a second): ${hottestKeyLine(scale)}`,
  table(
    ['key (table or index)', 'units', 'scope', 'partitions', 'share of tasks', 'units per task', 'saturates at tasks/s'],
    [...scale.rows.filter((row) => row.scope !== 'per-entity'), ...scale.rows.filter((row) => row.scope === 'per-entity')]
      .slice(0, SCALE_ROWS)
      .map((row) => [keyName(row), row.kind, row.scope, row.partitions, percent(row.shareOfTasks), row.unitsPerTask, saturation(row)]),
  ),
  "   A per-entity key (an id as *) takes load from its own entity only: its figure is the rate of one agent's, operator's or task's own tasks, not the service's.",
];

const geoSection = ({ geo }: BenchResults) => [
  '',
  `9. Tasks near a place (GET /api/v1/operator/tasks?near=, first page of 20, one at a time): ${geo.openTasks} open tasks within 100 km of one city`,
  ...geo.byRadius.map(
    (row) =>
      `   radius ${row.radiusKm} km (${row.inRadius} tasks inside): ${row.requests} requests, p50 ${row.p50Ms} ms, p95 ${row.p95Ms} ms, ${row.readUnits} read units a request`,
  ),
];

const structuredSection = ({ structured: { templateTask, batchOf3, quotes }, work: { counts } }: BenchResults) => [
  `6. Structured tasks: DynamoDB write units as DynamoDB Local reports them, everything each sets off included until it is quiet ` +
    `(a plain task: ${perTaskTotal(counts.dynamodb.writeUnits, counts.lifecycles)} in report 2)`,
  table(
    ['what', 'write units', 'creation', 'per seat', 'by function'],
    [
      ['task from a template, worked with a result', templateTask.total, templateTask.creation, '', breakdown(templateTask.byFunction, 1, 1)],
      [
        `batch of 3 with consensus (${batchOf3.consensusReached ? 'reached' : 'NOT reached'})`,
        batchOf3.total,
        batchOf3.creation,
        batchOf3.perSeat,
        breakdown(batchOf3.byFunction, 1, 1),
      ],
    ],
  ),
  `   Quote (POST /api/v1/tasks/quote, one at a time, at a place with completed work): ${quotes.requests} requests, p50 ${quotes.p50Ms} ms, ` +
    `p95 ${quotes.p95Ms} ms; can_create ${quotes.canCreate}, ${quotes.operatorsNearby} operator${quotes.operatorsNearby === 1 ? '' : 's'} nearby`,
];

const COST_PARTS = { image: 'image tokens', text: 'text tokens', output: 'output tokens' } as const;
const micro = (value: number) => `$${value.toFixed(6)}`;

export const guardianSection = ({ guardian, screening }: Pick<BenchResults, 'guardian' | 'screening'>) => {
  const chosen = guardian.models.find((model) => model.modelId === guardian.defaultModelId);
  const { skipped, of } = guardian.skippedReviews;
  return [
    `4. Guardian review, deployed (GUARDIAN=bedrock): one review per submission, ${guardian.requirements} phone photo per requirement, ` +
      `each sent as ${guardian.photoSentAs.width}x${guardian.photoSentAs.height}; target <= ${micro(guardian.targetUsd)} a review with the default model: ` +
      (chosen
        ? `${verdict(chosen.targetMet)} (${chosen.name}, ${micro(chosen.perReviewUsd)}; ${COST_PARTS[chosen.dominant]} dominate)`
        : 'MISSED (the default model is not priced)'),
    table(
      [
        'model',
        'image tok',
        'prefix tok',
        'prompt cache',
        'submission tok',
        'output tok',
        'images',
        'text',
        'output',
        'per review',
        'per 1,000 tasks',
        'dominant',
        'target',
      ],
      guardian.models.map((model) => [
        `${model.name}${model.modelId === guardian.defaultModelId ? ' (default)' : ''}`,
        model.imageTokens,
        model.prefixTokens,
        model.cacheNote,
        model.submissionTokens,
        model.outputTokens,
        micro(model.costs.image),
        micro(model.costs.text),
        micro(model.costs.output),
        micro(model.perReviewUsd),
        usd(model.per1000TasksUsd),
        COST_PARTS[model.dominant],
        verdict(model.targetMet),
      ]),
    ),
    `   Reviews that skip the model (the evidence alone already sends the proof to manual review): ${skipped} of ${of}` +
      (skipped === 0 ? " (the bench's proof passes every check and covers every requirement; such a review costs no model tokens)" : ''),
    `   Beside it, the screening of each task against the acceptable use policy, deployed (SCREENING=bedrock, ${screening.modelId}): ` +
      `${screening.inputTokens} input and ${screening.outputTokens} output tokens, ${usd(screening.per1000TasksUsd)} per 1,000 tasks ` +
      `(target <= ${usd(screening.targetUsd)}: ${verdict(screening.targetMet)})`,
  ];
};

const sizeVerdict = (met: boolean | undefined) => (met === undefined ? '' : verdict(met));

const coldStartSection = ({ coldStart }: BenchResults) => [
  `3. Cold start: load time in a fresh Node process (from process start to the handler loaded), median of ${coldStart.runs} run${coldStart.runs === 1 ? '' : 's'} ` +
    `(load ${coldStart.load.start} -> ${coldStart.load.end}; "x client only" is the median of each round's ratio); ` +
    `targets: <= ${TARGETS.bundleLoadRatio}x the DynamoDB-client-only handler, an API bundle <= ${kb(TARGETS.apiBundleBytes)}`,
  table(
    ['bundle', 'size', 'size target', 'load ms', 'import ms', 'x empty', 'x client only', 'load target', 'largest input'],
    [
      [
        `(empty handler)`,
        kb(coldStart.emptyHandler.bytes),
        '',
        coldStart.emptyHandler.medianMs,
        coldStart.emptyHandler.medianImportMs,
        1,
        '',
        '',
        '',
      ],
      [
        `(DynamoDB client only)`,
        kb(coldStart.sdkOnly.bytes),
        '',
        coldStart.sdkOnly.medianMs,
        coldStart.sdkOnly.medianImportMs,
        round(coldStart.sdkOnly.medianMs / coldStart.emptyHandler.medianMs),
        1,
        '',
        '',
      ],
      ...coldStart.bundles.map((b) => [
        b.handler,
        kb(b.bytes),
        sizeVerdict(b.meetsSizeTarget),
        b.medianMs,
        b.medianImportMs,
        b.ratioToEmpty,
        b.ratioToSdk,
        verdict(b.meetsTarget),
        b.largestInputs.map((input) => `${input.source} ${kb(input.bytes)}`).join(', '),
      ]),
    ],
  ),
];

const largestInput = (bundle: BenchResults['coldStart']['bundles'][number]) =>
  bundle.largestInputs[0] ? `largest input ${bundle.largestInputs[0].source} ${kb(bundle.largestInputs[0].bytes)}` : 'no input';

/** The runtime's SDK packages a bundle loads beyond the DynamoDB client's (each one adds to the load). */
const moreOfTheSdk = (bundle: BenchResults['coldStart']['bundles'][number]) => {
  const more = bundle.externals.filter((name) => !/^@aws-sdk\/(client|lib|util)-dynamodb$/.test(name));
  return more.length ? [`also loads ${more.join(', ')}`] : [];
};

/** For each target missed, what dominates the figure, from the measurements themselves. */
export const closingNotes = (results: BenchResults): string[] => {
  const notes: string[] = [];
  const { cost, counts } = results.work;
  const [topService, topUsd] = Object.entries(cost.byService).sort(([, a], [, b]) => b - a)[0]!;
  const costLine = `Cost ${usd(cost.total)} per 1,000 tasks: ${SERVICE_NAMES[topService as keyof Cost['byService']]} is the largest part (${usd(topUsd)}, ${percent(topUsd / cost.total)})`;
  if (!cost.meetsTarget || !cost.atAwsBilling.meetsTarget) {
    const writers = breakdown(counts.dynamodb.writeUnits, counts.lifecycles);
    const targets = breakdown(counts.dynamodb.writeUnitsByTarget, counts.lifecycles);
    const largest = Object.entries(unitsByOperation(counts.writes))
      .slice(0, 4)
      .map(([operation, units]) => `${operation} ${units}`)
      .join(', ');
    notes.push(
      `${costLine}. DynamoDB write units per task by function: ${writers}; by table/index: ${targets}. ${atAwsRate(cost)}. ` +
        `The largest writers at AWS's billing (units a task, every write named with its reason in report 2): ${largest}.`,
    );
  }
  const model = results.verdictLatency;
  if (!model.meetsTarget)
    notes.push(
      `Verdict latency ${model.p50Ms} ms modelled deployed (target ${model.targetMs} ms): ${model.dominant.hop} dominates (${model.dominant.ms} ms, ${percent(model.dominant.share)}); the review and the finalize step already run in one machine (${model.removedMs} ms of stream poll, dispatcher and start saved).`,
    );
  const slow = results.timeSplit.filter((s) => !s.meetsTarget);
  if (slow.length) {
    notes.push(
      `Own code above its target share of request time at p50 on ${slow.length} of ${results.timeSplit.length} endpoints: ` +
        slow
          .map(
            (s) =>
              `${s.endpoint} ${percent(s.ownShareP50)} of ${percent(s.targetShare)} (${s.ownCodeP50Ms} ms own, ${s.dynamodbP50Ms} ms DynamoDB, ${s.s3P50Ms} ms S3)`,
          )
          .join('; ') +
        '. What the own time is spent on is in docs/bench.md.',
    );
  }
  if (!results.scale.meetsTarget) {
    const next = results.scale.rows.filter((row) => row.scope !== 'per-entity').slice(1, 3);
    notes.push(
      `Scale: ${hottestKeyLine(results.scale)}. Next: ${next.map((row) => `${keyName(row)} (${row.kind}s) at ${saturation(row)}`).join(', ') || 'none'}.`,
    );
  }
  const { emptyHandler, sdkOnly, bundles } = results.coldStart;
  const heavy = bundles.filter((b) => !b.meetsTarget);
  if (heavy.length) {
    notes.push(
      `${heavy.length} of ${bundles.length} bundles load in more than ${TARGETS.bundleLoadRatio}x the DynamoDB-client-only handler's ${sdkOnly.medianMs} ms ` +
        `(itself ${round(sdkOnly.medianMs / emptyHandler.medianMs)}x the empty handler's ${emptyHandler.medianMs} ms): ` +
        heavy.map((b) => `${b.handler} ${b.ratioToSdk}x (${[largestInput(b), ...moreOfTheSdk(b)].join(', ')})`).join('; ') +
        '.',
    );
  }
  const large = bundles.filter((b) => b.meetsSizeTarget === false);
  if (large.length) {
    notes.push(
      `${large.length} API bundles are larger than ${kb(TARGETS.apiBundleBytes)}: ` +
        large.map((b) => `${b.handler} ${kb(b.bytes)} (${largestInput(b)})`).join('; ') +
        '.',
    );
  }
  if (!evidenceMemoryFits(results.evidenceMemory)) {
    notes.push(
      `Fixing evidence peaked at ${results.evidenceMemory.peakRssMb} MB: raise the submit route's memoryMb (functions/manifest/routes.ts) or lower EVIDENCE_FIXED_AT_ONCE.`,
    );
  }
  const guardianModel = results.guardian.models.find((model) => model.modelId === results.guardian.defaultModelId);
  if (!guardianModel?.targetMet) {
    const parts = guardianModel
      ? Object.entries(guardianModel.costs)
          .sort(([, a], [, b]) => b - a)
          .map(([part, value]) => `${COST_PARTS[part as keyof typeof COST_PARTS]} ${micro(value)}`)
          .join(', ')
      : 'the default model is not priced';
    notes.push(
      `The Guardian's review costs ${guardianModel ? micro(guardianModel.perReviewUsd) : '?'} with the default model (target ${micro(results.guardian.targetUsd)}): ${parts}.`,
    );
  }
  notes.push(...feedbackMisses(results.feedback));
  if (!results.localStart.meetsTarget) {
    notes.push(
      `The local start took ${results.localStart.runs.at(-1)!.healthSeconds} s to its health check: ${results.localStart.runs.at(-1)!.phases}.`,
    );
  }
  return notes;
};

const localStartLine = ({ localStart }: BenchResults): string => {
  const [first, ...rest] = localStart.runs.map((run) => `${run.healthSeconds} s`);
  return (
    `7. Local start (npm start, in memory): health within ${localStart.runs.at(-1)!.healthSeconds} s with warm caches ` +
    `(target <= ${TARGETS.localStartSeconds} s: ${verdict(localStart.meetsTarget)}); first start ${first}, then ${rest.join(', ')}`
  );
};

/** What of the submit function's memory the measured peak may use: the rest is room for the SDK's buffers and the transaction. */
const EVIDENCE_MEMORY_HEADROOM = 0.85;
const evidenceMemoryFits = (m: BenchResults['evidenceMemory']) => m.peakRssMb < m.functionMemoryMb * EVIDENCE_MEMORY_HEADROOM;

const evidenceMemoryLine = ({ evidenceMemory: m }: BenchResults): string =>
  `8. Submit memory: ${m.photos} photos of ${m.megapixels} megapixels (${kb(m.largestPhotoBytes)} each at most), ${m.atOnce} at a time, ` +
  `peak ${m.peakRssMb} MB resident; the function has ${m.functionMemoryMb} MB: ${verdict(m.peakRssMb < m.functionMemoryMb * 0.85)} (peak under 85% of it)`;

export const renderReport = (results: BenchResults): string => {
  const { machine, date, options } = results;
  return [
    `Handoff bench, ${date} on ${machine.cpus} cores (${machine.cpuModel}, load average ${machine.loadAverage} at the start), Node ${machine.node}; ` +
      `--tasks ${options.tasks} --concurrency ${options.concurrency} --work-tasks ${options.workTasks} --cold-start-runs ${options.coldStartRuns} --quotes ${options.quotes} --geo-tasks ${options.geoTasks}`,
    '',
    ...latencySection(results),
    '',
    ...workSection(results),
    '',
    ...coldStartSection(results),
    '',
    ...guardianSection(results),
    '',
    ...scaleSection(results),
    '',
    ...structuredSection(results),
    ...geoSection(results),
    '',
    localStartLine(results),
    '',
    evidenceMemoryLine(results),
    '',
    '10. Feedback time (the last runs recorded by the test reporter on this machine):',
    ...feedbackLines(results.feedback).map((line) => `   ${line}`),
    '',
    'Assumptions:',
    ...results.assumptions.map((line) => `  - ${line}`),
    '',
    'Closing notes:',
    ...(results.notes.length ? results.notes.map((line) => `  - ${line}`) : ['  - Every figure meets its target.']),
  ].join('\n');
};
