import { describe, expect, it } from 'vitest';
import { AWS_ITEM_BYTES_COUNTER, AWS_ITEM_WRITES_COUNTER, AWS_WRITES_COUNTER } from '../../../bench/partitions';
import { LAMBDA_INVOKE_MS, START_EXECUTION_MS, STREAM_POLL_P50_MS, verdictLatency } from '../../../bench/verdict-latency';
import { writeRows } from '../../../bench/writes';
import { type Invocation, newInvocation } from '../../../local/instrumentation';

const call = (fn: string, ms: number, dynamodbMs: number): Invocation => {
  const invocation = newInvocation(fn);
  invocation.ms = ms;
  invocation.waitedMs.dynamodb = dynamodbMs;
  invocation.waitedMs.any = dynamodbMs;
  return invocation;
};

describe('verdictLatency', () => {
  const invocations = [
    call('platform/workflow/dispatch', 4, 0),
    call('platform/workflow/dispatch', 6, 0),
    call('contexts/work/tasks/workflow/review-proof-step', 100, 30),
    call('contexts/work/completion/workflow/finalize-step', 50, 40),
  ];

  it("sums the hops of one run from the measured functions and the documented or assumed AWS figures, each hop labelled: the finalization's own start gone", () => {
    const model = verdictLatency(invocations);
    const start = STREAM_POLL_P50_MS + (LAMBDA_INVOKE_MS + 4) + START_EXECUTION_MS;
    const review = LAMBDA_INVOKE_MS + 70 + 30;
    const finalization = LAMBDA_INVOKE_MS + 10 + 40;
    expect(model.p50Ms).toBe(start + review + finalization);
    expect(model.hops.map((hop) => `${hop.stage} ${hop.hop}`)).toEqual([
      'review stream poll',
      'review dispatcher',
      'review Step Functions start',
      'review Lambda',
      'review transaction',
      'finalize Lambda',
      'finalize transaction',
    ]);
    expect(model.hops.find((hop) => hop.hop === 'stream poll')?.source).toBe('AWS documentation');
    expect(model.hops.find((hop) => hop.hop === 'Step Functions start')?.source).toBe('assumed (no published AWS figure)');
    expect(model.removedMs).toBe(start);
    expect(model.dominant.hop).toBe('stream poll');
  });

  it('refuses to model a stage none of whose functions ran', () => {
    expect(() => verdictLatency(invocations.slice(0, 3))).toThrow('no invocation of contexts/work/completion/workflow/finalize-step');
  });
});

describe('writeRows', () => {
  it('names each write per operation and item with its units per task, size and reason, and flags a write nobody explained', () => {
    const create = JSON.stringify(['contexts/work/creation/api/create-task', 'AGENT/USAGE']);
    const stranger = JSON.stringify(['contexts/edge/dev/api/emails', 'DEV/MAIL']);
    const rows = writeRows(
      {
        [AWS_WRITES_COUNTER]: {
          [JSON.stringify(['contexts/work/creation/api/create-task', 'AGENT/USAGE', 'table', true])]: 4,
          [JSON.stringify(['contexts/edge/dev/api/emails', 'DEV/MAIL', 'table', false])]: 2,
          [JSON.stringify(['contexts/edge/dev/api/emails', 'DEV/MAIL', 'gsi1', false])]: 2,
        },
        [AWS_ITEM_WRITES_COUNTER]: { [create]: 2, [stranger]: 2 },
        [AWS_ITEM_BYTES_COUNTER]: { [create]: 200, [stranger]: 3000 },
      },
      2,
    );
    expect(rows).toEqual([
      {
        operation: 'contexts/edge/dev/api/emails',
        item: 'DEV/MAIL',
        writes: 1,
        avgBytes: 1500,
        transactional: false,
        units: { table: 1, gsi1: 1 },
        total: 2,
        reason: 'NO REASON RECORDED',
      },
      {
        operation: 'contexts/work/creation/api/create-task',
        item: 'AGENT/USAGE',
        writes: 1,
        avgBytes: 100,
        transactional: true,
        units: { table: 2 },
        total: 2,
        reason: expect.stringContaining('tier limits'),
      },
    ]);
  });
});
