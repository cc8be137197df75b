import { describe, expect, it } from 'vitest';
import { costPer1000Tasks } from '../../../bench/cost';
import type { WorkCounts } from '../../../bench/work';

/** Two lifecycles' worth of counts, so every figure below is per task halved. */
const counts: WorkCounts = {
  lifecycles: 2,
  apiRequests: { 'POST /api/v1/tasks': 10 },
  lambdaInvocations: { 'contexts/work/creation/api/create-task': 20 },
  lambdaBilledMs: { 'contexts/work/creation/api/create-task': 2000 },
  dynamodb: {
    readUnits: { 'contexts/work/creation/api/create-task': 20 },
    writeUnits: { 'contexts/work/creation/api/create-task': 200 },
    writeUnitsByTarget: { table: 200 },
    awsWriteUnitsByTarget: { table: 180, gsi1: 40 },
    itemsWritten: { 'contexts/work/creation/api/create-task': 10 },
    commands: { TransactWriteItemsCommand: 10 },
    failedCommands: {},
  },
  stepFunctions: [
    { machine: 'proofReview', type: 'EXPRESS', executions: 2, transitions: 4, ms: 300 },
    { machine: 'legacy', type: 'STANDARD', executions: 2, transitions: 6, ms: 5000 },
  ],
  queueMessages: { callbacks: 2 },
  logBytes: { 'contexts/work/creation/api/create-task': 0 },
  writes: [],
};
const functions = [{ handler: 'contexts/work/creation/api/create-task', memoryMb: 256, architecture: 'arm64' as const, nodeOptions: '' }];

describe('costPer1000Tasks', () => {
  it('prices each service from the counts per task at the table prices', () => {
    const { byService, total, meetsTarget } = costPer1000Tasks(counts, functions);
    expect(byService.apiGateway).toBeCloseTo(0.005, 5); // 5 requests x $1/M
    expect(byService.lambda).toBeCloseTo(0.002 + 0.25 * 0.0000133334 * 1000, 5); // 10 x $0.20/M + 1 s at 0.25 GB
    expect(byService.dynamodb).toBeCloseTo(0.00125 + 0.0625, 5); // 10 RRU x $0.125/M + 100 WRU x $0.625/M
    // Express: 1 request + 150 ms billed as 200 ms at 64 MB; Standard: 3 transitions x $0.000025.
    expect(byService.stepFunctions).toBeCloseTo(0.001 + 0.2 * 0.0625 * 0.00001667 * 1000 + 0.075, 5);
    expect(byService.sqs).toBeCloseTo(0.0015, 5); // 1 message = send + receive + delete at $0.50/M (FIFO)
    expect(byService.eventBridgePipes).toBeCloseTo(0.0004, 5); // 1 forwarded event at $0.40/M
    expect(byService.cloudWatchLogs).toBeCloseTo(((10 * 250 * 1000) / 1024 ** 3) * 0.5, 5); // platform lines only
    expect(total).toBeCloseTo(
      Object.values(byService).reduce((a, b) => a + b),
      4,
    );
    expect(meetsTarget).toBe(false);
  });

  it("prices DynamoDB's writes at AWS's billing from the stream's count, beside the units DynamoDB Local reports", () => {
    const cost = costPer1000Tasks(counts, functions);
    // 110 write units a task as AWS bills them (table 90, gsi1 20) instead of Local's 100; reads as Local reports them.
    expect(cost.atAwsBilling.writeUnitsPerTask).toBe(110);
    expect(cost.atAwsBilling.writeUnitsByTarget).toEqual({ table: 90, gsi1: 20 });
    expect(cost.atAwsBilling.dynamodb).toBeCloseTo(0.00125 + 0.06875, 5); // 10 RRU x $0.125/M + 110 WRU x $0.625/M
    // The other services as priced at Local's units.
    expect(cost.atAwsBilling.total).toBeCloseTo(cost.total - cost.byService.dynamodb + 0.07, 5);
    expect(cost.atAwsBilling.meetsTarget).toBe(false);
    const readsOnly = costPer1000Tasks({ ...counts, dynamodb: { ...counts.dynamodb, awsWriteUnitsByTarget: {} } }, functions);
    expect(readsOnly.atAwsBilling).toMatchObject({ writeUnitsPerTask: 0, writeUnitsByTarget: {} });
    expect(readsOnly.atAwsBilling.dynamodb).toBeCloseTo(0.00125, 5);
  });

  it('refuses work by a function the CDK app does not deploy', () => {
    expect(() => costPer1000Tasks({ ...counts, lambdaBilledMs: { 'api/unknown': 1 } }, functions)).toThrow(
      'No deployed function for handler api/unknown',
    );
  });
});
