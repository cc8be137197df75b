import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../functions/contexts/money/ledger/domain/accounts';
import { readAccount } from '../../functions/contexts/money/ledger/store/ledger-store';
import { handler as finalize } from '../../functions/contexts/work/completion/workflow/finalize-step';
import { tasksKeys } from '../../functions/contexts/work/tasks/store/keys';
import { moveTask } from '../../functions/contexts/work/tasks/wiring/moves';
import { handler as review } from '../../functions/contexts/work/tasks/workflow/review-proof-step';
import { workflowStartFor } from '../../functions/manifest/workflows';
import { ddb, TABLE_NAME } from '../../functions/platform/table/client';
import { workflowSettings } from '../../functions/platform/workflow/starter';
import { handoffStateMachines, type SynthesizedStateMachine, stateMachineAt } from '../../local/state-machine-definitions';
import { localStateMachine } from '../../local/state-machine-runner';
import { api } from '../support/api';
import { expectLedgerConsistent } from '../support/ledger';
import { CONVINCING_PROOF, eventuallyStatus, fundedAgent, operatorSubmits, taskIn } from '../support/tasks';

/** What the AWS SDK throws when DynamoDB sheds load: Lambda reports it by this name. */
const throttled = () => Object.assign(new Error('Throughput exceeds the current capacity'), { name: 'ProvisionedThroughputExceededException' });

let finalization: SynthesizedStateMachine;
let proofReview: SynthesizedStateMachine;

beforeAll(async () => {
  const machines = await handoffStateMachines();
  finalization = stateMachineAt(machines, '/Finalization/');
  proofReview = stateMachineAt(machines, '/ProofReview/');
});

/** The operator's pending balance has the task's reward released into it exactly once, and the ledger adds up. */
const expectReleasedOnce = async (agentId: string, operatorId: string) => {
  const pending = await readAccount(accounts.operatorPending(operatorId));
  expect(pending.lines.filter((line) => line.kind === 'escrow_release')).toHaveLength(1);
  expect(pending.balance).toBe(2000);
  await expectLedgerConsistent({ agentIds: [agentId], operatorIds: [operatorId] });
};

describe('Workflow retries', () => {
  it('retries a finalization step whose first attempt fails with a DynamoDB error, and moves the money once', async () => {
    const agent = await fundedAgent(30);
    const task = await taskIn(agent, 'SUBMITTED', { reward_usd: 20 });
    await eventuallyStatus(agent, task.task_id, 'MANUAL_REVIEW');
    await moveTask({ taskId: task.task_id, trigger: 'agent_approve', actor: { kind: 'agent', id: agent.agentId }, now: new Date() });
    let calls = 0;
    const flaky = async (event: { taskId: string }) => {
      calls++;
      if (calls === 1) throw throttled();
      return finalize(event);
    };

    const execution = localStateMachine(finalization, { 'contexts/work/completion/workflow/finalize-step': flaky }).run(
      { taskId: task.task_id },
      { retryIntervalOverrides: { Finalize: 0 } },
    );

    await expect(execution.result).resolves.toBeDefined();
    expect(calls).toBe(2);
    const view = await eventuallyStatus(agent, task.task_id, 'COMPLETED');
    expect(view.completed_at).toEqual(expect.any(String));
    expect((await api('GET', '/api/v1/agents/balance', { apiKey: agent.apiKey })).body).toEqual({
      deposit_balance: 8,
      escrow_balance: 0,
      currency: 'USD',
    });
    await expectReleasedOnce(agent.agentId, task.operator.id);
  });

  it("completes a task the Guardian verifies in its review's own run: its VERIFIED event starts no second workflow", async () => {
    const agent = await fundedAgent(30);
    const task = await taskIn(agent, 'IN_PROGRESS', { reward_usd: 20 });
    expect((await operatorSubmits(task.task_id, task.operator, CONVINCING_PROOF)).status).toBe(200);
    await eventuallyStatus(agent, task.task_id, 'COMPLETED');
    const { Items: events = [] } = await ddb.send(
      new QueryCommand({
        TableName: TABLE_NAME,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :events)',
        ExpressionAttributeValues: { ':pk': tasksKeys.task(task.task_id).pk, ':events': tasksKeys.taskEventPrefix },
      }),
    );
    expect(events.slice(-3).map(({ status, trigger }) => [status, trigger])).toEqual([
      ['SUBMITTED', 'submit'],
      ['VERIFIED', 'guardian_approve'],
      ['COMPLETED', 'finalize'],
    ]);
    const started = events.slice(-3).map((event) => workflowStartFor(event, workflowSettings())?.workflow);
    expect(started).toEqual(['proofReview', undefined, 'photoCleanup']);
    await expectReleasedOnce(agent.agentId, task.operator.id);
  });

  it('moves the money once when a ProofReview run and two Finalization runs finalize the same task at once', async () => {
    const agent = await fundedAgent(30);
    const task = await taskIn(agent, 'SUBMITTED', { reward_usd: 20 });
    await eventuallyStatus(agent, task.task_id, 'MANUAL_REVIEW');
    // The agent's approval (its VERIFIED event starts the stack's own Finalization too), then three more runs at once.
    await moveTask({ taskId: task.task_id, trigger: 'agent_approve', actor: { kind: 'agent', id: agent.agentId }, now: new Date() });
    const handlers = { 'contexts/work/tasks/workflow/review-proof-step': review, 'contexts/work/completion/workflow/finalize-step': finalize };
    const runs = [proofReview, finalization, finalization].map((machine) => localStateMachine(machine, handlers).run({ taskId: task.task_id }));

    // The review finds the task verified and its run goes on to the finalize step, as the Finalization runs do, and answers
    // COMPLETED; or, when a finalization (the stack's own may run first) completed it before the review read it, ends quietly.
    const [reviewed, ...finalized] = await Promise.all(runs.map((run) => run.result));
    expect([
      { taskId: task.task_id, status: 'COMPLETED' },
      { taskId: task.task_id, outcome: 'SKIPPED' },
    ]).toContainEqual(reviewed);
    expect(finalized).toEqual(Array(2).fill({ taskId: task.task_id, status: 'COMPLETED' }));
    await eventuallyStatus(agent, task.task_id, 'COMPLETED');
    await expectReleasedOnce(agent.agentId, task.operator.id);
  });

  it('gives up after the retrier’s attempts when the error persists', async () => {
    let calls = 0;
    const broken = async () => {
      calls++;
      throw throttled();
    };
    const execution = localStateMachine(finalization, { 'contexts/work/completion/workflow/finalize-step': broken }).run(
      { taskId: 'task_whatever' },
      { retryIntervalOverrides: { Finalize: 0 } },
    );
    await expect(execution.result).rejects.toMatchObject({ cause: { name: 'ProvisionedThroughputExceededException' } });
    expect(calls).toBe(5); // the first attempt and MaxAttempts (4) retries
  });
});
