import { describe, expect, inject, it } from 'vitest';
import { api } from '../support/api';
import { asOperator, proofTakenFarAway, type TestOperator } from '../support/tasks';

/**
 * The operator's `review` over HTTP: the Guardian's decision with its checks and per-requirement
 * reasons, replaced by the agent's reject, replaced by staff's resolution of the appeal; the same on
 * the task and in My work. And the page that explains automated decisions.
 */
const admin = () => ({ headers: { 'x-admin-key': inject('adminKey') } });

const reviewOf = async (taskId: string, operator: TestOperator) => {
  const { body } = await api('GET', `/api/v1/operator/tasks/${taskId}`, asOperator(operator));
  const work = (await api('GET', '/api/v1/operator/work', asOperator(operator))).body.data.find((task: any) => task.task_id === taskId);
  // One review, wherever the operator reads it.
  expect(work.review).toEqual(body.review);
  return body.review;
};

describe("The operator's review", () => {
  it("is the Guardian's, the agent's reject, then staff's resolution, each with who, why and when; the checks stay", async () => {
    const { agent, taskId, operator, agentView } = await proofTakenFarAway();

    const guardian = await reviewOf(taskId, operator);
    expect(guardian).toMatchObject({
      decided_by: 'guardian',
      decision: agentView.guardian_result.decision,
      reasoning: agentView.guardian_result.reasoning,
      requirements: [{ requirement: 'photo of the storefront', met: false, reason: expect.any(String) }],
    });
    const gps = agentView.guardian_result.checks.find((check: any) => check.check === 'gps_location');
    expect(guardian.checks).toContainEqual({ name: 'gps_location', passed: false, detail: gps.detail });
    expect(guardian.checks).toContainEqual({ name: 'exists', passed: true, detail: expect.any(String) });
    // Taken at the review: after the submit, before now.
    expect(Date.parse(guardian.decided_at)).toBeGreaterThanOrEqual(Date.parse(agentView.submitted_at));
    expect(Date.parse(guardian.decided_at)).toBeLessThanOrEqual(Date.now());

    await api('POST', `/api/v1/tasks/${taskId}/verify`, { apiKey: agent.apiKey, body: { decision: 'REJECT', reason: 'That is not our shop.' } });
    const disputed = (await api('GET', `/api/v1/tasks/${taskId}`, { apiKey: agent.apiKey })).body;
    expect(await reviewOf(taskId, operator)).toEqual({
      ...guardian,
      decided_by: 'agent',
      decision: 'REJECT',
      reasoning: 'That is not our shop.',
      decided_at: disputed.dispute.disputed_at,
    });

    await api('POST', `/api/v1/operator/tasks/${taskId}/appeal`, asOperator(operator, { reason: 'The sign is in the photo.' }));
    const resolved = await api('POST', `/api/v1/admin/tasks/${taskId}/resolve`, {
      ...admin(),
      body: { outcome: 'split', operator_amount_usd: 10, note: 'The shop is right, the place is not.' },
    });
    expect(resolved.status).toBe(200);
    const after = (await api('GET', `/api/v1/tasks/${taskId}`, { apiKey: agent.apiKey })).body;
    expect(await reviewOf(taskId, operator)).toEqual({
      ...guardian,
      decided_by: 'staff',
      decision: 'SPLIT',
      reasoning: 'The shop is right, the place is not.',
      decided_at: after.dispute.resolution.resolved_at,
    });
  }, 60_000);

  it('is explained at /automated-decisions, a page rendered from docs/automated-decisions.md', async () => {
    const page = await fetch(`${inject('baseUrl')}/automated-decisions`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    for (const words of ['<code>not_duplicate</code>', 'never <strong>rejects</strong>', 'appeal']) expect(html).toContain(words);
  });
});
