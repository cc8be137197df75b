import type { DeployedFunction } from './functions';
import { PRICES } from './prices';
import { round, sum } from './stats';
import { TARGETS } from './targets';
import type { WorkCounts } from './work';

/** Lambda's own START, END and REPORT lines per invocation, which the tap on stdout cannot see. */
const LAMBDA_PLATFORM_LOG_BYTES = 250;
/** A queue message costs a send, a receive and a delete (no batching). */
const SQS_REQUESTS_PER_MESSAGE = 3;
const GB = 1024 ** 3;

export const COST_ASSUMPTIONS = [
  `Prices: ${PRICES.region} list prices as of ${PRICES.asOf} (bench/prices.ts), on-demand, first volume tier, no free tier.`,
  'Lambda duration as measured locally (handlers under tsx against DynamoDB Local), each invocation billed rounded up to 1 ms at the memory and architecture the CDK app sets.',
  'DynamoDB request units as DynamoDB Local reports them (ReturnConsumedCapacity=INDEXES: the total, index writes included, and where they go); refused conditional writes, which also consume units in AWS, are listed but not priced. Stream reads by Lambda are free.',
  "DynamoDB Local reports a transaction's write units by rules of its own (more for the same items when more of their index entries change), so a second figure prices DynamoDB's writes as AWS bills them, item by item from the table's stream as bench/partitions.ts counts them for the scale model (the sweep's write too): each item at the larger of its old and new size, each index entry written, moved (a delete and a put) or deleted, all twice in a transaction (index entries too: AWS does not say, so the higher figure); reads and the other services as in the first.",
  'Step Functions Express: one request per execution plus its measured duration, the average per machine rounded up to 100 ms, at the 64 MB minimum; Standard: each state entered or retried.',
  `SQS FIFO: ${SQS_REQUESTS_PER_MESSAGE} requests per message (send, receive, delete); EventBridge Pipes: one request per forwarded event. Every task has a callback_url; a receiver that fails adds a receive and a visibility change per retry.`,
  'Not per task: the pipe polling the table stream (DynamoDB Streams read requests, a flat cost whatever the load).',
  `CloudWatch Logs: the bytes the functions log at the deployed level (INFO), plus ${LAMBDA_PLATFORM_LOG_BYTES} bytes of Lambda's START/END/REPORT lines per invocation (assumed); Step Functions log only errors.`,
  "The timer sweep: one run, once the measured tasks' callback checks are due, settles them (a task's check is its work; the run's reads of every timer shard, a flat cost of each run, are spread over the measured tasks). A lifecycle spread over more than the stall delay has a check per stretch of status changes (STALL_RESUME_SECONDS, 300 s deployed); the bench's take seconds, so one.",
  "Not included: the sweep's other runs (one invocation a minute whatever the load), storage, data transfer, Cognito users, the Guardian model (GUARDIAN=rules), deposits and payouts.",
];

export interface Cost {
  /** USD per 1,000 completed tasks, by service. */
  byService: Record<'apiGateway' | 'lambda' | 'dynamodb' | 'stepFunctions' | 'sqs' | 'eventBridgePipes' | 'cloudWatchLogs', number>;
  total: number;
  meetsTarget: boolean;
  /** The same work with DynamoDB's writes at AWS's billing, item by item from the table's stream, instead of Local's units. */
  atAwsBilling: { writeUnitsPerTask: number; writeUnitsByTarget: Record<string, number>; dynamodb: number; total: number; meetsTarget: boolean };
}

const all = (counts: Record<string, number>) => sum(Object.values(counts));

/** The AWS cost of 1,000 tasks that each do the work counted in `counts` (per lifecycle). */
export const costPer1000Tasks = (counts: WorkCounts, functions: DeployedFunction[]): Cost => {
  const perTask = 1 / counts.lifecycles;
  const byHandler = new Map(functions.map((fn) => [fn.handler, fn]));
  const lambdaGbSeconds = Object.entries(counts.lambdaBilledMs).map(([handler, ms]) => {
    const fn = byHandler.get(handler);
    if (!fn) throw new Error(`No deployed function for handler ${handler}`);
    return (ms / 1000) * (fn.memoryMb / 1024) * PRICES.lambda.perGbSecond[fn.architecture];
  });
  const invocations = all(counts.lambdaInvocations);
  const sfn = PRICES.stepFunctions;
  const stepFunctions = counts.stepFunctions.map(({ type, executions, transitions, ms }) => {
    if (type === 'STANDARD') return transitions * sfn.standardPerStateTransition;
    const billedMs = Math.ceil(ms / executions / sfn.expressBilledStepMs) * sfn.expressBilledStepMs * executions;
    return (executions * sfn.expressPerMillionRequests) / 1e6 + (billedMs / 1000) * sfn.expressBilledMemoryGb * sfn.expressPerGbSecond;
  });
  const dynamodb = (writeUnits: number) =>
    (all(counts.dynamodb.readUnits) * PRICES.dynamodb.perMillionReadRequestUnits) / 1e6 +
    (writeUnits * PRICES.dynamodb.perMillionWriteRequestUnits) / 1e6;
  const byService = {
    apiGateway: (all(counts.apiRequests) * PRICES.apiGateway.httpApiPerMillionRequests) / 1e6,
    lambda: (invocations * PRICES.lambda.perMillionRequests) / 1e6 + sum(lambdaGbSeconds),
    dynamodb: dynamodb(all(counts.dynamodb.writeUnits)),
    stepFunctions: sum(stepFunctions),
    sqs: (all(counts.queueMessages) * SQS_REQUESTS_PER_MESSAGE * PRICES.sqs.perMillionRequests) / 1e6,
    // Every queued callback event passed the pipe's filter; filtered-out records are free.
    eventBridgePipes: (all(counts.queueMessages) * PRICES.eventBridgePipes.perMillionRequests) / 1e6,
    cloudWatchLogs: ((all(counts.logBytes) + invocations * LAMBDA_PLATFORM_LOG_BYTES) / GB) * PRICES.cloudWatchLogs.perGbIngested,
  };
  const scaled = Object.fromEntries(
    Object.entries(byService).map(([service, usd]) => [service, round(usd * perTask * 1000, 6)]),
  ) as Cost['byService'];
  const total = sum(Object.values(byService)) * perTask * 1000;
  const awsWrites = counts.dynamodb.awsWriteUnitsByTarget;
  const dynamodbAtAws = dynamodb(all(awsWrites)) * perTask * 1000;
  const totalAtAws = total - byService.dynamodb * perTask * 1000 + dynamodbAtAws;
  return {
    byService: scaled,
    total: round(total, 6),
    meetsTarget: total <= TARGETS.costPer1000TasksUsd.localUnits,
    atAwsBilling: {
      writeUnitsPerTask: round(all(awsWrites) * perTask, 2),
      writeUnitsByTarget: Object.fromEntries(Object.entries(awsWrites).map(([target, units]) => [target, round(units * perTask, 2)])),
      dynamodb: round(dynamodbAtAws, 6),
      total: round(totalAtAws, 6),
      meetsTarget: totalAtAws <= TARGETS.costPer1000TasksUsd.awsBilling,
    },
  };
};

/** What an API answer weighs on the wire (JSON task views are 1 to 2 KB; errors far less). */
const EDGE_BYTES_PER_REQUEST = 2048;

export const EDGE_COST_ASSUMPTION = `The edge (lib/edge.ts): every API request of a task passes CloudFront and AWS WAF once; ${EDGE_BYTES_PER_REQUEST} bytes out per answer (assumed); the web ACL and its rules are a flat monthly fee, apart from the per-task cost.`;

export interface EdgeCost {
  requestsPerTask: number;
  /** USD per 1,000 completed tasks: CloudFront requests and data out, WAF requests. */
  per1000Tasks: number;
  /** USD a month whatever the load: the web ACL and its rules (rate rules and managed groups). */
  fixedPerMonth: number;
}

/** The edge's cost, apart from the rest: CloudFront and WAF see each API request of a task once. */
export const edgeCostPer1000Tasks = (counts: WorkCounts, rules: number): EdgeCost => {
  const requestsPerTask = all(counts.apiRequests) / counts.lifecycles;
  const requests = requestsPerTask * 1000;
  const { cloudFront, waf } = PRICES;
  const per1000Tasks =
    (requests * (cloudFront.perMillionHttpsRequests + waf.perMillionRequests)) / 1e6 +
    ((requests * EDGE_BYTES_PER_REQUEST) / GB) * cloudFront.perGbOut;
  return {
    requestsPerTask: round(requestsPerTask, 2),
    per1000Tasks: round(per1000Tasks, 4),
    fixedPerMonth: waf.perWebAclMonth + rules * waf.perRuleMonth,
  };
};
