import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { TIER_LIMITS } from '../../functions/contexts/accounts/agents/domain/tiers';
import { config } from '../../functions/platform/settings';
import { type ApiResponse, api, type RegisteredAgent } from '../support/api';
import { expectLedgerConsistent } from '../support/ledger';
import { auditWholeLedger } from '../support/ledger-audit';
import { asOperator, CONVINCING_PROOF, fundedAgent, newOperator, operatorSubmits, type TestOperator, taskBody } from '../support/tasks';

/**
 * 200 whole task lifecycles in flight at once over HTTP, sharing the items many tasks touch
 * (each agent's daily usage, each operator's open claims, the platform's fee account): no
 * client sees an error, every task ends COMPLETED and every cent is accounted for. A transaction
 * that collides with another is retried inside (platform/table/transactions.ts); DynamoDB Local runs
 * them one at a time, so here the races are between requests, not within the engine.
 */
const LIFECYCLES = 200;
/** As many tasks as a VERIFIED agent may post in a day. */
const TASKS_PER_AGENT = TIER_LIMITS.VERIFIED.maxDailyTasks;
/** Below the open-claims limit, so no claim is refused for it. */
const TASKS_PER_OPERATOR = Math.min(2, config.maxOpenClaims);
const REWARD_USD = 1;
/** Enough for every task and its fee. */
const DEPOSIT_USD = 2 * REWARD_USD * TASKS_PER_AGENT;

/**
 * Requests in flight at most, across all lifecycles. The local stack is one process on a
 * 2-core machine (in AWS each request has a function instance of its own): past a few dozen
 * at once, requests only queue inside it, for the DynamoDB client's sockets and the CPU, and
 * run into their function's timeout there. Queued here instead, every lifecycle stays in flight.
 */
const MAX_REQUESTS_IN_FLIGHT = 40;
let inFlight = 0;
const waiting: (() => void)[] = [];
const limited = async <T>(call: () => Promise<T>): Promise<T> => {
  if (inFlight >= MAX_REQUESTS_IN_FLIGHT) await new Promise<void>((resolve) => waiting.push(resolve));
  else inFlight++;
  try {
    return await call();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else inFlight--;
  }
};

/** Every answer but a 2xx, named, so the test lists them all (and the lifecycle stops there). */
const refusals: string[] = [];
const answered = async <T>(what: string, call: () => Promise<ApiResponse<T>>): Promise<ApiResponse<T>> => {
  const response = await limited(call);
  if (response.status < 200 || response.status > 299) {
    refusals.push(`${what}: ${response.status} ${JSON.stringify(response.body)}`);
    throw new Error(`${what} answered ${response.status}`);
  }
  return response;
};

/** create -> claim with an estimate -> approve -> start -> photo and submit; the Guardian and finalization do the rest. */
const lifecycle = async (agent: RegisteredAgent, operator: TestOperator) => {
  const created = await answered('create', () => api('POST', '/api/v1/tasks', { apiKey: agent.apiKey, body: taskBody({ reward_usd: REWARD_USD }) }));
  const id: string = created.body.task_id;
  await answered('accept', () => api('POST', `/api/v1/operator/tasks/${id}/accept`, asOperator(operator, { estimate_minutes: 30 })));
  await answered('approve estimate', () => api('POST', `/api/v1/tasks/${id}/estimate/approve`, { apiKey: agent.apiKey }));
  await answered('start', () => api('POST', `/api/v1/operator/tasks/${id}/start`, asOperator(operator)));
  // Asks for the upload form (a refusal throws with its status) and posts the photo to storage.
  await answered('submit', () => operatorSubmits(id, operator, CONVINCING_PROOF));
  return { id, escrow: created.body.total_escrow as number };
};

/** How many of the agent's tasks are COMPLETED, as the agent lists them. */
const completedOf = async (agent: RegisteredAgent): Promise<number> =>
  (await answered('list', () => api('GET', `/api/v1/tasks?status=COMPLETED&limit=${TASKS_PER_AGENT}`, { apiKey: agent.apiKey }))).body.data.length;

describe('Many lifecycles at once', () => {
  it(`${LIFECYCLES} task lifecycles in flight together all end COMPLETED, with no error answered and the ledger sound`, async () => {
    const [agents, operators] = await Promise.all([
      Promise.all(Array.from({ length: LIFECYCLES / TASKS_PER_AGENT }, () => limited(() => fundedAgent(DEPOSIT_USD)))),
      Promise.all(Array.from({ length: LIFECYCLES / TASKS_PER_OPERATOR }, (_, i) => limited(() => newOperator(`Operator ${i}`)))),
    ]);

    const outcomes = await Promise.allSettled(
      Array.from({ length: LIFECYCLES }, (_, i) => lifecycle(agents[i % agents.length]!, operators[i % operators.length]!)),
    );
    expect(refusals).toEqual([]);
    expect(outcomes.filter((outcome) => outcome.status === 'rejected').map((outcome) => String(outcome.reason))).toEqual([]);

    // The Guardian's review and the finalization run on their own: wait for them, as an agent would.
    const deadline = Date.now() + 150_000;
    let completed: number[] = [];
    do {
      await sleep(1000);
      completed = await Promise.all(agents.map(completedOf));
    } while (completed.some((count) => count < TASKS_PER_AGENT) && Date.now() < deadline);
    expect(completed).toEqual(agents.map(() => TASKS_PER_AGENT));

    // The money: each agent paid its tasks' escrow, nothing held back; each operator earned its rewards.
    const escrow = (outcomes[0] as PromiseFulfilledResult<{ escrow: number }>).value.escrow;
    for (const agent of agents) {
      const balance = await answered('balance', () => api('GET', '/api/v1/agents/balance', { apiKey: agent.apiKey }));
      expect(balance.body).toEqual({ deposit_balance: DEPOSIT_USD - TASKS_PER_AGENT * escrow, escrow_balance: 0, currency: 'USD' });
    }
    for (const operator of operators) {
      const earnings = await answered('earnings', () => api('GET', '/api/v1/operator/earnings', asOperator(operator)));
      expect(earnings.body.total_earned).toBe(TASKS_PER_OPERATOR * REWARD_USD);
    }
    await expectLedgerConsistent({ agentIds: agents.map((agent) => agent.agentId), operatorIds: operators.map((operator) => operator.id) });
    expect(await auditWholeLedger()).toEqual([]);
    expect(refusals).toEqual([]);
  }, 240_000);
});
