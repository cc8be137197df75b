import { beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../functions/modules/ledger/domain/accounts';
import { readAccount } from '../../functions/modules/ledger/store/ledger-store';
import { moveTask } from '../../functions/modules/tasks/wiring/moves';
import { handler as finalize } from '../../functions/modules/tasks/workflow/finalize-step';
import { handoffStateMachines, type SynthesizedStateMachine, stateMachineAt } from '../../local/state-machine-definitions';
import { localStateMachine } from '../../local/state-machine-runner';
import { api } from '../support/api';
import { expectLedgerConsistent } from '../support/ledger';
import { eventuallyStatus, fundedAgent, taskIn } from '../support/tasks';

/** What the AWS SDK throws when DynamoDB sheds load: Lambda reports it by this name. */
const throttled = () => Object.assign(new Error('Throughput exceeds the current capacity'), { name: 'ProvisionedThroughputExceededException' });

let finalization: SynthesizedStateMachine;

beforeAll(async () => {
  finalization = stateMachineAt(await handoffStateMachines(), '/Finalization/');
});

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

    const execution = localStateMachine(finalization, { 'modules/tasks/workflow/finalize-step': flaky }).run(
      { taskId: task.task_id },
      { retryIntervalOverrides: { Finalize: 0 } },
    );

    await expect(execution.result).resolves.toBeDefined();
    expect(calls).toBe(2);
    const view = await eventuallyStatus(agent, task.task_id, 'COMPLETED');
    expect(view.completed_at).toEqual(expect.any(String));
    const pending = await readAccount(accounts.operatorPending(task.operator.id));
    expect(pending.lines.filter((line) => line.kind === 'escrow_release')).toHaveLength(1);
    expect(pending.balance).toBe(2000);
    expect((await api('GET', '/api/v1/agents/balance', { apiKey: agent.apiKey })).body).toEqual({
      deposit_balance: 8,
      escrow_balance: 0,
      currency: 'USD',
    });
    await expectLedgerConsistent({ agentIds: [agent.agentId], operatorIds: [task.operator.id] });
  });

  it('gives up after the retrier’s attempts when the error persists', async () => {
    let calls = 0;
    const broken = async () => {
      calls++;
      throw throttled();
    };
    const execution = localStateMachine(finalization, { 'modules/tasks/workflow/finalize-step': broken }).run(
      { taskId: 'task_whatever' },
      { retryIntervalOverrides: { Finalize: 0 } },
    );
    await expect(execution.result).rejects.toMatchObject({ cause: { name: 'ProvisionedThroughputExceededException' } });
    expect(calls).toBe(5); // the first attempt and MaxAttempts (4) retries
  });
});
