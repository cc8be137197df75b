import { describe, expect, it } from 'vitest';
import { costPer1000Tasks } from '../../bench/cost';
import type { WorkCounts } from '../../bench/work';

/** Two lifecycles' worth of counts, so every figure below is per task halved. */
const counts: WorkCounts = {
  lifecycles: 2,
  apiRequests: { 'POST /api/v1/tasks': 10 },
  lambdaInvocations: { 'api/tasks/create': 20 },
  lambdaBilledMs: { 'api/tasks/create': 2000 },
  dynamodb: {
    readUnits: { 'api/tasks/create': 20 },
    writeUnits: { 'api/tasks/create': 200 },
    transactionalWriteUnits: { 'api/tasks/create': 160 },
    writeUnitsByTarget: { table: 200 },
    itemsWritten: { 'api/tasks/create': 10 },
    commands: { TransactWriteItemsCommand: 10 },
    failedCommands: {},
  },
  stepFunctions: [
    { machine: 'proofReview', type: 'EXPRESS', executions: 2, transitions: 4, ms: 300 },
    { machine: 'legacy', type: 'STANDARD', executions: 2, transitions: 6, ms: 5000 },
  ],
  queueMessages: { callbacks: 2 },
  logBytes: { 'api/tasks/create': 0 },
};
const functions = [{ handler: 'api/tasks/create', memoryMb: 256, architecture: 'arm64' as const, nodeOptions: '' }];

describe('costPer1000Tasks', () => {
  it('prices each service from the counts per task at the table prices', () => {
    const { byService, total, meetsTarget } = costPer1000Tasks(counts, functions, 2);
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

  it('prices transactional writes at the 2 units per KB AWS bills, beside the units DynamoDB Local reports', () => {
    const atLocalRate = costPer1000Tasks(counts, functions, 4);
    // 80 of the 100 write units per task were transactional, counted at 4 per KB: 40 too many.
    expect(atLocalRate.byService.dynamodb).toBeCloseTo(0.00125 + 0.0625, 5);
    expect(atLocalRate.atAwsTransactionRate.dynamodb).toBeCloseTo(0.00125 + 0.0625 - 0.025, 5);
    expect(atLocalRate.atAwsTransactionRate.total).toBeCloseTo(atLocalRate.total - 0.025, 5);
    expect(atLocalRate.atAwsTransactionRate.localUnitsPerKb).toBe(4);
    // A DynamoDB Local that counts as AWS does changes nothing.
    const atAwsRate = costPer1000Tasks(counts, functions, 2);
    expect(atAwsRate.atAwsTransactionRate.total).toBe(atAwsRate.total);
  });

  it('refuses work by a function the CDK app does not deploy', () => {
    expect(() => costPer1000Tasks({ ...counts, lambdaBilledMs: { 'api/unknown': 1 } }, functions, 2)).toThrow(
      'No deployed function for handler api/unknown',
    );
  });
});
