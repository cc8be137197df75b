import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalStack, startLocalStack } from '../../local/stack';
import { TEST_TIMER_SWEEP_MS } from '../support/stack-env';

/** A stack of this file's own whose appeal window lasts seconds: DISPUTE_APPEAL_HOURS set as an operator of the service would. */
const DISPUTE_APPEAL_HOURS = 0.001; // 3.6 s

let stack: LocalStack;
let support: typeof import('../support/tasks') & typeof import('../support/api') & typeof import('../support/ledger');

beforeAll(async () => {
  process.env.DISPUTE_APPEAL_HOURS = String(DISPUTE_APPEAL_HOURS);
  stack = await startLocalStack({ port: 0, inMemory: true, tableName: 'handoff-dispute-deadline', timerSweepMs: TEST_TIMER_SWEEP_MS });
  support = { ...(await import('../support/api')), ...(await import('../support/tasks')), ...(await import('../support/ledger')) };
  support.useStack(stack.url);
});

afterAll(async () => {
  await stack?.stop();
});

describe('A dispute nobody appeals', () => {
  it('is refunded to the agent at its deadline by the sweep: CANCELLED, refunded_usd, the callback event, and no appeal after', async () => {
    const { api, fundedAgent, taskIn, eventuallyStatus, asOperator, expectLedgerConsistent } = support;
    const agent = await fundedAgent(50);
    const task = await taskIn(agent, 'SUBMITTED', { reward_usd: 20 });
    await eventuallyStatus(agent, task.task_id, 'MANUAL_REVIEW');
    await api('POST', `/api/v1/tasks/${task.task_id}/verify`, { apiKey: agent.apiKey, body: { decision: 'REJECT', reason: 'Wrong shop.' } });

    const cancelled = await eventuallyStatus(agent, task.task_id, 'CANCELLED', 30_000);
    expect(cancelled).toMatchObject({
      refunded_usd: 22,
      dispute: { reason: 'Wrong shop.', appeal: null, resolution: { outcome: 'refund', note: 'No appeal by the deadline' } },
    });
    const { body: balance } = await api('GET', '/api/v1/agents/balance', { apiKey: agent.apiKey });
    expect(balance).toMatchObject({ deposit_balance: 50, escrow_balance: 0 });
    // The status change's outbox event, which the callback pipe delivers (the task has no callback_url here).
    const { queryAll } = await import('../../functions/platform/table/query');
    const { tasksKeys } = await import('../../functions/contexts/work/tasks/store/keys');
    const events = await queryAll({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :events)',
      ExpressionAttributeValues: { ':pk': tasksKeys.task(task.task_id).pk, ':events': tasksKeys.taskEventPrefix },
      ConsistentRead: true,
    });
    expect(events.at(-1)).toMatchObject({ event: 'task.status_changed', status: 'CANCELLED', previous_status: 'DISPUTED' });
    const late = await api('POST', `/api/v1/operator/tasks/${task.task_id}/appeal`, asOperator(task.operator, { reason: 'Too late?' }));
    expect(late).toMatchObject({ status: 404, body: { error: 'Task not found or not disputed' } });
    await expectLedgerConsistent({ agentIds: [agent.agentId], operatorIds: [task.operator.id] });
  });

  it('takes the proof back from the agent at the lapse: no photos, no notes, and the photo URLs handed out before serve nothing', async () => {
    const { fundedAgent, disputedWithPhoto, eventuallyStatus, expectProofWithdrawn, expectLedgerConsistent } = support;
    const agent = await fundedAgent(50);
    const { task, photoUrls } = await disputedWithPhoto(agent);
    await eventuallyStatus(agent, task.task_id, 'CANCELLED', 30_000);
    await expectProofWithdrawn(agent, task.task_id, photoUrls);
    await expectLedgerConsistent({ agentIds: [agent.agentId], operatorIds: [task.operator.id] });
  }, 60_000);
});
