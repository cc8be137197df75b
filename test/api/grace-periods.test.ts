import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalStack, startLocalStack } from '../../local/stack';
import { TEST_TIMER_SWEEP_MS } from '../support/stack-env';

/**
 * A stack of this file's own whose grace periods last seconds instead of hours, set the way an
 * operator of the service would set them: through the settings, before the handlers load.
 */
const WORK_GRACE_HOURS = 0.0005; // 1.8 s

let stack: LocalStack;
let support: typeof import('../support/tasks') & typeof import('../support/api') & typeof import('../support/ledger');

/**
 * Moves a claimed task's deadline into the recent past (with its timer entry), as time would:
 * an estimate must fit before the deadline, so a task cannot be claimed a few seconds before it.
 */
const deadlinePassed = async (taskId: string) => {
  const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
  const { ddb, TABLE_NAME } = await import('../../functions/platform/table/client');
  const { platformKeys } = await import('../../functions/platform/table/keys');
  const { tasksKeys } = await import('../../functions/contexts/work/tasks/store/keys');
  const deadline = new Date(Date.now() - 1000).toISOString();
  const dueAt = new Date(Date.parse(deadline) + WORK_GRACE_HOURS * 3_600_000).toISOString();
  await ddb.send(
    new UpdateCommand({
      TableName: TABLE_NAME,
      Key: tasksKeys.task(taskId),
      UpdateExpression: 'SET deadline = :deadline, gsi3pk = :timers, gsi3sk = :due',
      ExpressionAttributeValues: {
        ':deadline': deadline,
        ':timers': platformKeys.timersPartitionOf(taskId),
        ':due': platformKeys.timer(dueAt, taskId).gsi3sk,
      },
    }),
  );
};

beforeAll(async () => {
  process.env.WORK_GRACE_HOURS = String(WORK_GRACE_HOURS);
  stack = await startLocalStack({ port: 0, inMemory: true, tableName: 'handoff-grace-periods', timerSweepMs: TEST_TIMER_SWEEP_MS });
  // Loaded after the stack set the variables, so the store modules talk to this stack's table.
  support = { ...(await import('../support/api')), ...(await import('../support/tasks')), ...(await import('../support/ledger')) };
  support.useStack(stack.url);
});

afterAll(async () => {
  await stack?.stop();
});

// Each test abandons its own agent's task: their grace periods run out side by side.
describe.concurrent('Abandoned work', () => {
  it('cancels an ACCEPTED task with a full refund once its deadline plus the grace period has passed', async () => {
    const { api, eventuallyStatus, expectLedgerConsistent, fundedAgent, taskIn } = support;
    const agent = await fundedAgent(20);
    const task = await taskIn(agent, 'ACCEPTED');
    await deadlinePassed(task.task_id);

    const cancelled = await eventuallyStatus(agent, task.task_id, 'CANCELLED', 30_000);

    expect(cancelled.refunded_usd).toBe(11);
    expect(Date.parse(cancelled.cancelled_at)).toBeGreaterThanOrEqual(Date.parse(cancelled.deadline) + WORK_GRACE_HOURS * 3_600_000);
    const balance = await api('GET', '/api/v1/agents/balance', { apiKey: agent.apiKey });
    expect(balance.body).toEqual({ deposit_balance: 20, escrow_balance: 0, currency: 'USD' });
    await expectLedgerConsistent({ agentIds: [agent.agentId] });
  });

  it('cancels an IN_PROGRESS task the same way, and the late operator can no longer submit', async () => {
    const { CONVINCING_PROOF, eventuallyStatus, fundedAgent, operatorSubmits, taskIn } = support;
    const agent = await fundedAgent(20);
    const task = await taskIn(agent, 'IN_PROGRESS');
    await deadlinePassed(task.task_id);

    await eventuallyStatus(agent, task.task_id, 'CANCELLED', 30_000);

    const late = await operatorSubmits(task.task_id, task.operator, CONVINCING_PROOF);
    expect(late).toMatchObject({ status: 404, body: { error: 'Task not found or not in submittable status' } });
  });

  it('leaves submitted work alone after the deadline', async () => {
    const { eventuallyStatus, fundedAgent, taskIn } = support;
    const agent = await fundedAgent(20);
    const task = await taskIn(agent, 'SUBMITTED');
    await eventuallyStatus(agent, task.task_id, 'MANUAL_REVIEW');
    await deadlinePassed(task.task_id);

    // A sweep has run since its grace period ended: the one that cancels this other abandoned task,
    // due later (every sweep reads every timer shard).
    const witnessAgent = await fundedAgent(20);
    const witness = await taskIn(witnessAgent, 'ACCEPTED');
    await deadlinePassed(witness.task_id);
    await eventuallyStatus(witnessAgent, witness.task_id, 'CANCELLED', 30_000);

    const { body } = await support.api('GET', `/api/v1/tasks/${task.task_id}`, { apiKey: agent.apiKey });
    expect(body.status).toBe('MANUAL_REVIEW');
  });
});
