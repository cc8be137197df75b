import { setTimeout as sleep } from 'node:timers/promises';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { tasksKeys } from '../../functions/contexts/work/tasks/store/keys';
import { ddb, TABLE_NAME } from '../../functions/platform/table/client';
import { platformKeys } from '../../functions/platform/table/keys';
import { api, type RegisteredAgent } from '../support/api';
import { expectLedgerConsistent } from '../support/ledger';
import { createTask, fundedAgent, newOperator, operatorClaims, taskIn } from '../support/tasks';

const eventually = async (agent: RegisteredAgent, taskId: string, status: string) => {
  for (let i = 0; i < 100; i++) {
    const { body } = await api('GET', `/api/v1/tasks/${taskId}`, { apiKey: agent.apiKey });
    if (body.status === status) return body;
    await sleep(150);
  }
  throw new Error(`task ${taskId} never reached ${status}`);
};

describe('Timers', () => {
  it('cancels a PENDING task at its deadline with a full refund, and a late claim hears it expired', async () => {
    const agent = await fundedAgent(20);
    const task = await createTask(agent, { deadline: new Date(Date.now() + 3000).toISOString() });

    const cancelled = await eventually(agent, task.task_id, 'CANCELLED');

    expect(cancelled.cancelled_at).toEqual(expect.any(String));
    expect(cancelled.refunded_usd).toBe(11);
    const balance = await api('GET', '/api/v1/agents/balance', { apiKey: agent.apiKey });
    expect(balance.body).toEqual({ deposit_balance: 20, escrow_balance: 0, currency: 'USD' });
    await expectLedgerConsistent({ agentIds: [agent.agentId] });
    const late = await operatorClaims(task.task_id, await newOperator());
    expect(late).toMatchObject({ status: 410, body: { error: 'Task has expired' } });
  });

  it('returns a claim the agent did not approve in time to PENDING', async () => {
    const agent = await fundedAgent(20);
    const task = await taskIn(agent, 'ESTIMATE_PENDING');
    // Shorten the 24-hour approval window of this claim: move its deadline into the past.
    const past = new Date(Date.now() - 1000).toISOString();
    await ddb.send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: tasksKeys.task(task.task_id),
        UpdateExpression: 'SET approval_deadline = :past, gsi3sk = :due',
        ExpressionAttributeValues: { ':past': past, ':due': platformKeys.timer(past, task.task_id).gsi3sk },
      }),
    );

    const lapsed = await eventually(agent, task.task_id, 'PENDING');

    expect(lapsed).toMatchObject({ operator: null, claimed_at: null, approval_deadline: null, estimate_minutes: null });
    expect((await api('GET', '/api/v1/agents/balance', { apiKey: agent.apiKey })).body.escrow_balance).toBe(11);
  });

  it('leaves a task alone that moved on, even if a stale timer points at it', async () => {
    const agent = await fundedAgent(20);
    const task = await taskIn(agent, 'ACCEPTED');
    const past = new Date(Date.now() - 1000).toISOString();
    await ddb.send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: tasksKeys.task(task.task_id),
        UpdateExpression: 'SET deadline = :past, gsi3pk = :timers, gsi3sk = :due',
        ExpressionAttributeValues: {
          ':past': past,
          ...{ ':timers': platformKeys.timersPartitionOf(task.task_id), ':due': platformKeys.timer(past, task.task_id).gsi3sk },
        },
      }),
    );
    // A sweep has run since (sweeps come every few seconds in the test stack): the one that expires
    // this other task, whose deadline passes after the stale timer was written. Every sweep reads every timer shard.
    const witnessAgent = await fundedAgent(20);
    const witness = await createTask(witnessAgent, { deadline: new Date(Date.now() + 3000).toISOString() });
    await eventually(witnessAgent, witness.task_id, 'CANCELLED');
    const { body } = await api('GET', `/api/v1/tasks/${task.task_id}`, { apiKey: agent.apiKey });
    expect(body.status).toBe('ACCEPTED');
    expect((await api('GET', '/api/v1/agents/balance', { apiKey: agent.apiKey })).body.escrow_balance).toBe(11);
  });
});
