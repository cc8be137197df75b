import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import type { StreamConsumerName } from '../../../../../functions/manifest/stream-fan-out';
import { handler, useStreamConsumers } from '../../../../../functions/platform/workflow/stream-fan-out';
import { emitted } from '../../../../support/emitted-metrics';

const NOW = Math.floor(Date.now() / 1000);

/** A stream record as Lambda gives it, its image marshalled. */
const record = (sequence: string, eventName: 'INSERT' | 'MODIFY', image: Record<string, unknown>, createdSeconds = NOW): DynamoDBRecord =>
  ({ eventName, dynamodb: { SequenceNumber: sequence, ApproximateCreationDateTime: createdSeconds, NewImage: image } }) as DynamoDBRecord;

const payout = (sequence: string) => record(sequence, 'INSERT', { pk: { S: 'PAYOUT#1' }, sk: { S: 'PAYOUT' }, status: { S: 'PENDING' } });
const disputed = (sequence: string, created = NOW) =>
  record(sequence, 'INSERT', { pk: { S: 'TASK#1' }, sk: { S: 'EVENT#000004' }, status: { S: 'DISPUTED' } }, created);
const submitted = (sequence: string) => record(sequence, 'INSERT', { pk: { S: 'TASK#1' }, sk: { S: 'EVENT#000003' }, status: { S: 'SUBMITTED' } });
const unrelated = (sequence: string) => record(sequence, 'INSERT', { pk: { S: 'AGENT#1' }, sk: { S: 'PROFILE' } });
const created = (sequence: string, escrowCents: number, sandbox = false) =>
  record(sequence, 'INSERT', {
    pk: { S: `TASK#task_${sequence}` },
    sk: { S: 'TASK' },
    status: { S: 'PENDING' },
    sandbox: { BOOL: sandbox },
    escrow_cents: { N: String(escrowCents) },
  });

/** Consumers that keep what they were given and fail the records named. */
const consumers = (failing: Partial<Record<StreamConsumerName, string>> = {}, throwing?: StreamConsumerName) => {
  const given: Record<StreamConsumerName, string[][]> = { dispatch: [], push: [] };
  useStreamConsumers({
    invoke: async (consumer, event: DynamoDBStreamEvent) => {
      const sequences = event.Records.map((r) => r.dynamodb!.SequenceNumber!);
      given[consumer].push(sequences);
      if (consumer === throwing) throw new Error('consumer down');
      const failed = failing[consumer];
      return { batchItemFailures: failed && sequences.includes(failed) ? [{ itemIdentifier: failed }] : [] };
    },
  });
  return given;
};

const run = (records: DynamoDBRecord[]) => handler({ Records: records }, {} as never);

describe('the stream fan-out', () => {
  it('gives each consumer the records its patterns keep, in order, and none the records no consumer wants', async () => {
    const given = consumers();
    await expect(run([submitted('1'), unrelated('2'), disputed('3'), payout('4')])).resolves.toEqual({ batchItemFailures: [] });
    expect(given).toEqual({ dispatch: [['1', '4']], push: [['3']] });
  });

  it('invokes no consumer that has no records', async () => {
    const given = consumers();
    await run([unrelated('1')]);
    expect(given).toEqual({ dispatch: [], push: [] });
  });

  it('reports the records a consumer failed, so that Lambda gives the batch again from the earliest', async () => {
    consumers({ dispatch: '4', push: '3' });
    await expect(run([submitted('1'), disputed('3'), payout('4')])).resolves.toEqual({
      batchItemFailures: [{ itemIdentifier: '4' }, { itemIdentifier: '3' }],
    });
  });

  it("fails a consumer's first record when invoking it fails, and still delivers to the others", async () => {
    const given = consumers({}, 'push');
    await expect(run([submitted('1'), disputed('2'), disputed('3')])).resolves.toEqual({ batchItemFailures: [{ itemIdentifier: '2' }] });
    expect(given.dispatch).toEqual([['1']]);
  });

  it('gives the push sender no record older than an hour, and does not fail it either', async () => {
    const given = consumers();
    await expect(run([disputed('1', NOW - 2 * 3600), disputed('2')])).resolves.toEqual({ batchItemFailures: [] });
    expect(given.push).toEqual([['2']]);
  });

  it('invokes a consumer in chunks of at most its batch size, and stops at a chunk that failed', async () => {
    const many = Array.from({ length: 25 }, (_, i) => disputed(String(i + 1)));
    const given = consumers({ push: '11' });
    await expect(run(many)).resolves.toEqual({ batchItemFailures: [{ itemIdentifier: '11' }] });
    expect(given.push.map((chunk) => chunk.length)).toEqual([10, 10]);
  });

  describe('counts', () => {
    /** The values of each business metric the fan-out wrote while running `records`. */
    const countedIn = async (records: DynamoDBRecord[]) => {
      const counted: Record<string, number[]> = {};
      for (const line of await emitted(() => run(records)))
        for (const { Name } of line._aws.CloudWatchMetrics.flatMap((group) => group.Metrics))
          counted[Name] = [...(counted[Name] ?? []), ...[line[Name] as number | number[]].flat()];
      return counted;
    };

    it("each real task inserted, and the escrow its creation held: not a sandbox task's, nor a task's change or any other item", async () => {
      consumers();
      const changed = record('5', 'MODIFY', { pk: { S: 'TASK#task_1' }, sk: { S: 'TASK' }, sandbox: { BOOL: false }, escrow_cents: { N: '1100' } });
      expect(await countedIn([created('1', 1_100), created('2', 0, true), unrelated('3'), created('4', 2_200), changed])).toEqual({
        TasksCreated: [1, 1],
        MoneyHeld: [1_100, 2_200],
      });
    });

    it('the inserts before the first failed record only: the stream gives that one and those after it again', async () => {
      consumers({ dispatch: '3' });
      const pending = (sequence: string) =>
        record(sequence, 'INSERT', { pk: { S: `PAYOUT#${sequence}` }, sk: { S: 'PAYOUT' }, status: { S: 'PENDING' } });
      expect(await countedIn([created('1', 1_100), created('2', 1_100), pending('3'), created('4', 1_100)])).toEqual({
        TasksCreated: [1, 1],
        MoneyHeld: [1_100, 1_100],
      });
    });
  });
});
