import { BACKGROUND_FUNCTIONS, WORKFLOW_STEPS } from '../functions/manifest/workflows';
import type { Invocation } from '../local/instrumentation';
import { median, round, sum } from './stats';
import { TARGETS } from './targets';

/**
 * Issue 35's verdict latency, deployed, modelled from measured parts: from the submit's commit to
 * COMPLETED, without the model's own time (the bench's Guardian is the rules reviewer). The review
 * is a stream record, the dispatcher, a Step Functions start and the step's Lambda with its
 * transaction; the finalization follows in the same ProofReview run (lib/workflow-definitions.ts),
 * so it is the finalize step's Lambda and transaction alone: the VERIFIED record's stream poll, the
 * dispatcher and a second machine's start are gone. What the local stack can measure is measured (the
 * functions' time outside DynamoDB (own code and S3) and their DynamoDB time, at p50 over the work-per-task lifecycles, one at a
 * time); what only AWS has is taken from its documentation or, where AWS publishes no figure,
 * assumed and labelled so. The p50 is modelled as the sum of the hops' p50s.
 */

/** Where a hop's figure comes from. */
type Source = 'measured locally' | 'AWS documentation' | 'assumed (no published AWS figure)';

export interface Hop {
  stage: 'review' | 'finalize';
  hop: 'stream poll' | 'dispatcher' | 'Step Functions start' | 'Lambda' | 'transaction';
  ms: number;
  source: Source;
  note: string;
}

export interface VerdictLatency {
  hops: Hop[];
  p50Ms: number;
  targetMs: number;
  meetsTarget: boolean;
  /** What the finalization's own stream poll, dispatcher and start cost when it was a machine of its own, gone now. */
  removedMs: number;
  dominant: { hop: string; ms: number; share: number };
}

/** Lambda polls a DynamoDB stream's shards 4 times a second (Lambda developer guide, "Using Lambda with DynamoDB": polling and batching streams): a record waits half the 250 ms interval at the median. */
export const STREAM_POLL_P50_MS = 125;
/** A StartExecution call's round trip from a Lambda in the same region: AWS publishes none. */
export const START_EXECUTION_MS = 40;
/** A warm Lambda invocation's overhead (the event source mapping's or a Task state's call, before the handler runs): AWS publishes none. */
export const LAMBDA_INVOKE_MS = 20;

const DISPATCHER = BACKGROUND_FUNCTIONS.dispatch.handler;

const p50 = (invocations: Invocation[], handler: string, part: (call: Invocation) => number): number => {
  const calls = invocations.filter((call) => call.function === handler);
  if (!calls.length) throw new Error(`verdict latency: no invocation of ${handler} was measured`);
  return median(calls.map(part));
};

export const verdictLatency = (invocations: Invocation[]): VerdictLatency => {
  const dispatcherMs = p50(invocations, DISPATCHER, (call) => call.ms);
  // The SUBMITTED record's way to the review's run: the one start of the verdict.
  const start: Hop[] = [
    {
      stage: 'review',
      hop: 'stream poll',
      ms: STREAM_POLL_P50_MS,
      source: 'AWS documentation',
      note: 'Lambda polls the stream 4 times a second: half the interval',
    },
    {
      stage: 'review',
      hop: 'dispatcher',
      ms: round(LAMBDA_INVOKE_MS + dispatcherMs),
      source: 'measured locally',
      note: `${DISPATCHER} p50 ${round(dispatcherMs)} ms (its start call returns at once locally) + ${LAMBDA_INVOKE_MS} ms invoke (assumed)`,
    },
    {
      stage: 'review',
      hop: 'Step Functions start',
      ms: START_EXECUTION_MS,
      source: 'assumed (no published AWS figure)',
      note: 'StartExecution round trip',
    },
  ];
  // Then each step of the run: the review, and (after the Choice on its outcome) the finalize step.
  const steps = (
    [
      ['review', WORKFLOW_STEPS.reviewProof.handler],
      ['finalize', WORKFLOW_STEPS.finalize.handler],
    ] as const
  ).flatMap(([stage, handler]): Hop[] => [
    {
      stage,
      hop: 'Lambda',
      ms: round(LAMBDA_INVOKE_MS + p50(invocations, handler, (call) => call.ms - call.waitedMs.dynamodb)),
      source: 'measured locally',
      note: `${handler} time outside DynamoDB calls p50 (own code and S3 reads) + ${LAMBDA_INVOKE_MS} ms Task state invoke (assumed)`,
    },
    {
      stage,
      hop: 'transaction',
      ms: round(p50(invocations, handler, (call) => call.waitedMs.dynamodb)),
      source: 'measured locally',
      note: `${handler} time in DynamoDB calls p50 (DynamoDB Local: slower than AWS's single-digit ms)`,
    },
  ]);
  const hops = [...start, ...steps];
  const p50Ms = round(sum(hops.map((hop) => hop.ms)));
  const byHop = new Map<string, number>();
  for (const hop of hops) byHop.set(hop.hop, (byHop.get(hop.hop) ?? 0) + hop.ms);
  const [dominantHop, dominantMs] = [...byHop].sort(([, a], [, b]) => b - a)[0]!;
  return {
    hops,
    p50Ms,
    targetMs: TARGETS.verdictLatencyP50Ms,
    meetsTarget: p50Ms <= TARGETS.verdictLatencyP50Ms,
    removedMs: round(sum(start.map((hop) => hop.ms))),
    dominant: { hop: dominantHop, ms: round(dominantMs), share: round(dominantMs / p50Ms, 3) },
  };
};
