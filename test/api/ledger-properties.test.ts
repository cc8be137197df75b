import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { expectLedgerConsistent, fundAgent } from '../support/ledger';
import { fundedAgent, newOperator, operatorClaims, operatorSubmits, taskBody } from '../support/tasks';

type Op =
  | { kind: 'fund'; cents: number }
  | { kind: 'create'; rewardCents: number }
  | { kind: 'cancel'; pick: number }
  | { kind: 'complete'; pick: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('fund' as const), cents: fc.integer({ min: 1, max: 5000 }) }),
  fc.record({ kind: fc.constant('create' as const), rewardCents: fc.integer({ min: 100, max: 3000 }) }),
  fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('complete' as const), pick: fc.nat() }),
);

const fee = (reward: number) => Math.floor((reward * 1000 + 5000) / 10000);

describe('The ledger under random sequences of fund, create, cancel and complete', () => {
  it('keeps every invariant, matches a simple model and never goes negative', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 8 }), async (ops) => {
        const agent = await fundedAgent(0, 'STANDARD');
        const operators: string[] = [];
        const model = { deposit: 0, escrow: 0 };
        const open: { taskId: string; total: number }[] = [];

        for (const step of ops) {
          if (step.kind === 'fund') {
            await fundAgent(agent.agentId, step.cents / 100);
            model.deposit += step.cents;
          } else if (step.kind === 'create') {
            const total = step.rewardCents + fee(step.rewardCents);
            const res = await api('POST', '/api/v1/tasks', { apiKey: agent.apiKey, body: taskBody({ reward_usd: step.rewardCents / 100 }) });
            if (model.deposit >= total) {
              expect(res.status).toBe(201);
              model.deposit -= total;
              model.escrow += total;
              open.push({ taskId: res.body.task_id, total });
            } else {
              expect(res.status).toBe(402);
            }
          } else if (open.length > 0) {
            const [task] = open.splice(step.pick % open.length, 1);
            if (step.kind === 'cancel') {
              const res = await api('POST', `/api/v1/tasks/${task!.taskId}/cancel`, { apiKey: agent.apiKey });
              expect(res.body.refunded_usd * 100).toBeCloseTo(task!.total, 6);
              model.deposit += task!.total;
            } else {
              const operator = await newOperator();
              operators.push(operator.id);
              await operatorClaims(task!.taskId, operator);
              await api('POST', `/api/v1/tasks/${task!.taskId}/estimate/approve`, { apiKey: agent.apiKey });
              await operatorSubmits(task!.taskId, operator);
              const res = await api('POST', `/api/v1/tasks/${task!.taskId}/verify`, { apiKey: agent.apiKey, body: { decision: 'APPROVE' } });
              expect(res.body.status).toBe('COMPLETED');
            }
            model.escrow -= task!.total;
          }
          const balance = (await api('GET', '/api/v1/agents/balance', { apiKey: agent.apiKey })).body;
          expect(Math.round(balance.deposit_balance * 100)).toBe(model.deposit);
          expect(Math.round(balance.escrow_balance * 100)).toBe(model.escrow);
          expect(model.deposit).toBeGreaterThanOrEqual(0);
        }
        await expectLedgerConsistent({ agentIds: [agent.agentId], operatorIds: operators });
      }),
      { numRuns: 12 },
    );
  }, 120_000);
});
