import { describe, expect, inject, it } from 'vitest';
import { bayesianRating } from '../../functions/contexts/accounts/operators/domain/rating';
import { api } from '../support/api';
import { expectLedgerConsistent } from '../support/ledger';
import {
  CONVINCING_PROOF,
  createTask,
  eventuallyStatus,
  fundedAgent,
  newOperator,
  operatorClaims,
  operatorStarts,
  operatorSubmits,
} from '../support/tasks';

/** Ratings of one operator's tasks given at once: every one counts, none fails (over HTTP on the shared stack). */
const admin = () => ({ headers: { 'x-admin-key': inject('adminKey') } });

describe('Ratings of one operator at once', () => {
  it('answers 201 to 20 agents rating one operator at the same moment, and the rating is the Bayesian mean of all 20 scores', async () => {
    const operator = await newOperator('Rita Rated');
    const agents = await Promise.all(Array.from({ length: 20 }, () => fundedAgent(50)));
    const completed: { agent: (typeof agents)[number]; taskId: string }[] = [];
    // The operator holds at most 3 open claims (MAX_OPEN_CLAIMS): the work is done three tasks at a time.
    for (let start = 0; start < agents.length; start += 3) {
      await Promise.all(
        agents.slice(start, start + 3).map(async (agent) => {
          const { task_id } = await createTask(agent, { reward_usd: 5 });
          expect((await operatorClaims(task_id, operator)).status).toBe(200);
          expect((await api('POST', `/api/v1/tasks/${task_id}/estimate/approve`, { apiKey: agent.apiKey })).status).toBe(200);
          expect((await operatorStarts(task_id, operator)).status).toBe(200);
          expect((await operatorSubmits(task_id, operator, CONVINCING_PROOF)).status).toBe(200);
          await eventuallyStatus(agent, task_id, 'COMPLETED');
          completed.push({ agent, taskId: task_id });
        }),
      );
    }
    const scores = completed.map((_, i) => (i % 5) + 1);
    const rated = await Promise.all(
      completed.map(({ agent, taskId }, i) => api('POST', `/api/v1/tasks/${taskId}/rating`, { apiKey: agent.apiKey, body: { score: scores[i] } })),
    );
    expect(rated.map((response) => response.status)).toEqual(completed.map(() => 201));
    const sum = scores.reduce((a, b) => a + b, 0);
    const record = await api('GET', `/api/v1/admin/operators/${operator.id}`, admin());
    expect(record.body).toMatchObject({ rating: bayesianRating(sum, 20), ratings_received: 20 });
    const me = await api('GET', '/api/v1/operator/me', { headers: { authorization: `Bearer ${operator.token}` } });
    expect(me.body.rating).toBe(bayesianRating(sum, 20));
    await expectLedgerConsistent({ agentIds: agents.map((agent) => agent.agentId), operatorIds: [operator.id] });
  }, 180_000);
});
