import { describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { handlerLogRecords } from '../support/secrets';
import { CONVINCING_PROOF, createTask, eventuallyStatus, fundedAgent, operatorSubmits, taskIn } from '../support/tasks';

type Emf = Record<string, unknown> & {
  _aws: { CloudWatchMetrics: { Namespace: string; Dimensions: string[][]; Metrics: { Name: string; Unit: string }[] }[] };
};

/** The EMF records the stack's handlers wrote after the first `skip` log records (test/support/handler-logs.ts files them). */
const metricsSince = (skip: number): Emf[] =>
  handlerLogRecords()
    .slice(skip)
    .filter((record): record is Emf => '_aws' in record);

/** Every value of `name` written since `skip` (a metric counted twice in one invocation is an array). */
const valuesOf = (skip: number, name: string, dimensions: Record<string, string> = {}): number[] =>
  metricsSince(skip)
    .filter((record) => Object.entries(dimensions).every(([key, value]) => record[key] === value))
    .filter((record) => record._aws.CloudWatchMetrics.some((set) => set.Namespace === 'Handoff' && set.Metrics.some((m) => m.Name === name)))
    .flatMap((record) => [record[name]].flat() as number[]);

describe('Business metrics (CloudWatch embedded metric format, one line per invocation)', () => {
  it('counts a created task and its escrow hold, the Guardian decision, the completion and the release, in cents', async () => {
    const skip = handlerLogRecords().length;
    const agent = await fundedAgent(30);
    const task = await taskIn(agent, 'IN_PROGRESS', { reward_usd: 20 });
    await operatorSubmits(task.task_id, task.operator, CONVINCING_PROOF);
    await eventuallyStatus(agent, task.task_id, 'COMPLETED');

    expect(valuesOf(skip, 'TasksCreated')).toContain(1);
    expect(valuesOf(skip, 'MoneyHeld')).toContain(Math.round(task.total_escrow * 100));
    expect(valuesOf(skip, 'GuardianDecisions', { decision: 'VERIFIED' })).toContain(1);
    expect(valuesOf(skip, 'TasksCompleted')).toContain(1);
    expect(valuesOf(skip, 'MoneyReleased')).toContain(Math.round(task.total_escrow * 100));
    const [record] = metricsSince(skip);
    expect(record!._aws.CloudWatchMetrics[0]).toMatchObject({ Namespace: 'Handoff', Dimensions: [expect.arrayContaining(['service'])] });
  });

  it('counts the refund of a cancelled task', async () => {
    const skip = handlerLogRecords().length;
    const agent = await fundedAgent(30);
    const task = await createTask(agent, { reward_usd: 7 });

    const cancelled = await api('POST', `/api/v1/tasks/${task.task_id}/cancel`, { apiKey: agent.apiKey });

    expect(cancelled.status).toBe(200);
    expect(valuesOf(skip, 'MoneyRefunded')).toContain(Math.round(task.total_escrow * 100));
  });
});
