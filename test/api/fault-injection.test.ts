import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type LocalStack, startLocalStack } from '../../local/stack';
import { TEST_TIMER_SWEEP_MS } from '../support/stack-env';

/**
 * Faults injected into the DynamoDB client that the handlers use (this file's own stack runs them
 * in this process): throttling, transaction conflicts, and a crash after a commit and before the
 * answer. Whatever fails, nothing is lost or done twice, and the ledger adds up.
 */
let stack: LocalStack;
let support: typeof import('../support/api') & typeof import('../support/tasks') & typeof import('../support/ledger');
let ddb: typeof import('../../functions/platform/table/client').ddb;
const injected: string[] = [];

beforeAll(async () => {
  stack = await startLocalStack({ port: 0, inMemory: true, tableName: 'handoff-fault-injection', timerSweepMs: TEST_TIMER_SWEEP_MS });
  support = { ...(await import('../support/api')), ...(await import('../support/tasks')), ...(await import('../support/ledger')) };
  support.useStack(stack.url);
  ({ ddb } = await import('../../functions/platform/table/client'));
});

afterAll(async () => {
  await stack?.stop();
});

const removers: (() => void)[] = [];
afterEach(() => {
  for (const remove of removers.splice(0)) remove();
  injected.length = 0;
});

interface Call {
  input: unknown;
}
/** What a fault does with one DynamoDB call: throw, or go on with `proceed()` (and perhaps throw after). */
type Fault = (call: Call, proceed: () => Promise<unknown>) => Promise<unknown>;

const inject = (name: string, fault: Fault, step: 'initialize' | 'finalizeRequest') => {
  // Before the SDK's retries (initialize): the store sees the fault. Inside them (finalizeRequest, low): the SDK retries it.
  if (step === 'initialize') {
    ddb.middlewareStack.add((next) => (args) => fault(args, () => next(args)) as ReturnType<typeof next>, { step, name });
  } else {
    ddb.middlewareStack.add((next) => (args) => fault(args, () => next(args)) as ReturnType<typeof next>, { step, name, priority: 'low' });
  }
  removers.push(() => ddb.middlewareStack.remove(name));
};

const isTransaction = (args: Call) => Array.isArray((args.input as { TransactItems?: unknown }).TransactItems);
const writesNewTask = (args: Call) =>
  ((args.input as { TransactItems?: { Put?: { Item?: Record<string, unknown> } }[] }).TransactItems ?? []).some(
    (item) => item.Put?.Item?.sk === 'TASK' && String(item.Put.Item.pk).startsWith('TASK#'),
  );

/** A task's whole life over HTTP: created, claimed, approved, started, submitted, approved by the agent. */
const completeOneTask = async () => {
  const { api, fundedAgent, createTask, newOperator, operatorClaims, operatorStarts, operatorSubmits } = support;
  const agent = await fundedAgent(50);
  const task = await createTask(agent);
  const operator = await newOperator();
  expect((await operatorClaims(task.task_id, operator)).status).toBe(200);
  expect((await api('POST', `/api/v1/tasks/${task.task_id}/estimate/approve`, { apiKey: agent.apiKey })).status).toBe(200);
  expect((await operatorStarts(task.task_id, operator)).status).toBe(200);
  expect((await operatorSubmits(task.task_id, operator)).status).toBe(200);
  await support.eventuallyStatus(agent, task.task_id, 'MANUAL_REVIEW');
  const verified = await api('POST', `/api/v1/tasks/${task.task_id}/verify`, { apiKey: agent.apiKey, body: { decision: 'APPROVE' } });
  expect(verified.body.status).toBe('COMPLETED');
  return { agent, operator, task };
};

describe('Fault injection', () => {
  it('rides out throttling: the SDK retries a throttled transaction and the task completes, paid once', async () => {
    let calls = 0;
    inject(
      'throttleEveryOtherTransaction',
      async (args, proceed) => {
        if (isTransaction(args) && calls++ % 2 === 0) {
          injected.push('throttle');
          throw Object.assign(new Error('Rate of requests exceeds the allowed throughput'), {
            name: 'ThrottlingException',
            $metadata: { httpStatusCode: 400 },
            $fault: 'client',
          });
        }
        return proceed();
      },
      'finalizeRequest',
    );
    const { agent, operator } = await completeOneTask();
    expect(injected.length).toBeGreaterThan(3);
    await support.expectLedgerConsistent({ agentIds: [agent.agentId], operatorIds: [operator.id] });
  });

  it('rides out transaction conflicts: a transaction cancelled by a conflict is tried again, and nothing happens twice', async () => {
    let calls = 0;
    inject(
      'conflictEveryOtherTransaction',
      async (args, proceed) => {
        if (isTransaction(args) && calls++ % 2 === 0) {
          injected.push('conflict');
          const items = (args.input as { TransactItems: unknown[] }).TransactItems;
          throw new TransactionCanceledException({
            message: 'Transaction cancelled',
            $metadata: {},
            CancellationReasons: items.map((_, i) => ({ Code: i === 0 ? 'TransactionConflict' : 'None' })),
          });
        }
        return proceed();
      },
      'initialize',
    );
    const { agent, operator } = await completeOneTask();
    expect(injected.length).toBeGreaterThan(3);
    await support.expectLedgerConsistent({ agentIds: [agent.agentId], operatorIds: [operator.id] });
  });

  it('rides out single writes that meet a transaction in flight: each TransactionConflictException is tried again, nothing lost', async () => {
    let calls = 0;
    inject(
      'conflictEveryOtherSingleWrite',
      async (args, proceed) => {
        const input = args.input as { UpdateExpression?: unknown; Item?: unknown };
        if ((input.UpdateExpression !== undefined || input.Item !== undefined) && calls++ % 2 === 0) {
          injected.push('conflict');
          // What DynamoDB answers such a write; the SDK classes it a client error and does not retry it.
          throw Object.assign(new Error('Transaction is ongoing for the item'), {
            name: 'TransactionConflictException',
            $metadata: { httpStatusCode: 400 },
          });
        }
        return proceed();
      },
      'finalizeRequest',
    );
    const { agent, operator } = await completeOneTask();
    expect(injected.length).toBeGreaterThan(1);
    await support.expectLedgerConsistent({ agentIds: [agent.agentId], operatorIds: [operator.id] });
  });

  it('survives a crash after the commit and before the answer: the retry with the same Idempotency-Key gets the task, escrow held once', async () => {
    const { api, fundedAgent, taskBody } = support;
    const agent = await fundedAgent(50);
    inject(
      'crashAfterTaskCommit',
      async (args, proceed) => {
        const result = await proceed();
        if (isTransaction(args) && writesNewTask(args) && injected.length === 0) {
          injected.push('crash');
          throw new Error('The function died after the commit');
        }
        return result;
      },
      'initialize',
    );
    const headers = { 'idempotency-key': 'crash-once' };
    const crashed = await api('POST', '/api/v1/tasks', { apiKey: agent.apiKey, body: taskBody(), headers });
    expect(crashed.status).toBe(500);
    expect(injected).toEqual(['crash']);
    const retried = await api('POST', '/api/v1/tasks', { apiKey: agent.apiKey, body: taskBody(), headers });
    expect(retried.status).toBe(201);
    const { body: tasks } = await api('GET', '/api/v1/tasks', { apiKey: agent.apiKey });
    expect(tasks.data.map((t: { task_id: string }) => t.task_id)).toEqual([retried.body.task_id]);
    const { body: balance } = await api('GET', '/api/v1/agents/balance', { apiKey: agent.apiKey });
    expect(balance.escrow_balance).toBe(retried.body.total_escrow);
    await support.expectLedgerConsistent({ agentIds: [agent.agentId] });
  });

  it('finishes a task whose finalization failed every retry: the reconciler starts it again, and the escrow is released once', async () => {
    const { api, fundedAgent, createTask, newOperator, operatorClaims, operatorStarts, operatorSubmits, eventuallyStatus, CONVINCING_PROOF } =
      support;
    const { getTask } = await import('../../functions/contexts/work/tasks/store/tasks-store');
    const { readAccount } = await import('../../functions/contexts/money/ledger/store/ledger-store');
    const { accounts } = await import('../../functions/contexts/money/ledger/domain/accounts');
    const agent = await fundedAgent(50);
    const task = await createTask(agent);
    const operator = await newOperator();
    await operatorClaims(task.task_id, operator);
    await api('POST', `/api/v1/tasks/${task.task_id}/estimate/approve`, { apiKey: agent.apiKey });
    await operatorStarts(task.task_id, operator);

    // Every commit of the finalization fails (as a table outage would) until the first run has
    // spent all its attempts: at most 1 + 2 + 4 + 8 s of retries after the task was VERIFIED.
    let failUntil = Number.POSITIVE_INFINITY;
    const completes = (args: Call) =>
      ((args.input as { TransactItems?: { Put?: { Item?: Record<string, unknown> } }[] }).TransactItems ?? []).some(
        (item) => String(item.Put?.Item?.sk).startsWith('EVENT#') && item.Put?.Item?.status === 'COMPLETED',
      );
    inject(
      'finalizationOutage',
      async (args, proceed) => {
        if (isTransaction(args) && completes(args) && Date.now() < failUntil) {
          injected.push('outage');
          throw Object.assign(new Error('Injected: the table is unavailable'), { name: 'InternalServerError', $fault: 'server' });
        }
        return proceed();
      },
      'initialize',
    );
    expect((await operatorSubmits(task.task_id, operator, CONVINCING_PROOF)).status).toBe(200);
    await eventuallyStatus(agent, task.task_id, 'VERIFIED');
    failUntil = Date.parse((await getTask(task.task_id))!.verified_at!) + 16_000;

    const done = await eventuallyStatus(agent, task.task_id, 'COMPLETED', 60_000);
    // The first run (the review's own, at its Finalize state) tried 5 times (1 + 4 retries) and failed, leaving the task
    // VERIFIED; a Finalization run the sweep started again finished it.
    expect(injected.length).toBeGreaterThanOrEqual(5);
    expect(done.completed_at).toEqual(expect.any(String));
    const pending = await readAccount(accounts.operatorPending(operator.id));
    expect(pending.lines.filter((line) => line.kind === 'escrow_release')).toHaveLength(1);
    await support.expectLedgerConsistent({ agentIds: [agent.agentId], operatorIds: [operator.id] });
  }, 90_000);

  it('pays out a payout whose workflow died before it ran: the reconciler starts it again, and the amount leaves once', async () => {
    const { api, asOperator } = support;
    const { useWorkflowStarter, workflowStarter } = await import('../../functions/platform/workflow/starter');
    const { readAccount } = await import('../../functions/contexts/money/ledger/store/ledger-store');
    const { accounts } = await import('../../functions/contexts/money/ledger/domain/accounts');
    const { operator, agent } = await completeOneTask();
    // The first start of the payout's workflow is lost (as a run that died before its first step); later starts go through.
    const engine = workflowStarter();
    const lost: string[] = [];
    useWorkflowStarter({
      start: async (workflow, name, input) => {
        if (workflow === 'payoutSettlement' && lost.length === 0) {
          lost.push(name);
          return;
        }
        await engine.start(workflow, name, input);
      },
    });
    removers.push(() => useWorkflowStarter(engine));

    const requested = await api('POST', '/api/v1/operator/payout', {
      ...asOperator(operator, { amount_usd: 10, wallet_address: '0x52908400098527886E0F7030069857D2E4169EE7' }),
    });
    expect(requested.status).toBe(201);
    const status = async () =>
      (await api('GET', `/api/v1/operator/payout/status/${requested.body.payout_id}`, asOperator(operator))).body.status as string;
    await expect.poll(() => lost.length, { timeout: 10_000 }).toBe(1);
    expect(await status()).toBe('PENDING_ONCHAIN');
    // Due the stall delay (10 s locally) after the request: a simulated payout's workflow settles at its first step.
    await expect.poll(status, { timeout: 40_000, interval: 500 }).toBe('CONFIRMED');
    const available = await readAccount(accounts.operatorAvailable(operator.id));
    expect(available.lines.filter((line) => line.kind === 'payout')).toHaveLength(1);
    expect(available.lines.filter((line) => line.kind === 'payout_refund')).toHaveLength(0);
    await support.expectLedgerConsistent({ agentIds: [agent.agentId], operatorIds: [operator.id] });
  }, 90_000);
});

describe('Local IAM: a handler may only make the table calls its function declares', () => {
  it('refuses a call outside the declaration with AccessDeniedException, as IAM would, and allows what it declares', async () => {
    const { GetCommand, UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
    const { asFunction } = await import('../../local/table-permissions');
    const { TABLE_NAME } = await import('../../functions/platform/table/client');
    const { agentsKeys } = await import('../../functions/contexts/accounts/agents/store/keys');
    const agent = await support.registerAgent();
    const read = new GetCommand({ TableName: TABLE_NAME, Key: agentsKeys.agent(agent.agentId) });
    await expect(asFunction('platform/http/health', () => ddb.send(read))()).rejects.toMatchObject({ name: 'AccessDeniedException' });
    await expect(asFunction('contexts/accounts/agents/api/agent-me', () => ddb.send(read))()).resolves.toMatchObject({ Item: expect.anything() });
    const touch = (expression: string) =>
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: agentsKeys.agentKey(agent.agentId, agent.keyId),
        UpdateExpression: expression,
        ExpressionAttributeValues: { ':v': 'x' },
      });
    await expect(asFunction('contexts/accounts/agents/api/agent-me', () => ddb.send(touch('SET last_used_at = :v')))()).resolves.toBeDefined();
    await expect(asFunction('contexts/accounts/agents/api/agent-me', () => ddb.send(touch('SET revoked_at = :v')))()).rejects.toThrow(
      /contexts\/accounts\/agents\/api\/agent-me is not authorized to perform: dynamodb:UpdateItem/,
    );
  });
});
