import { generateKeyPairSync } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { flattenedDecrypt, importPKCS8 } from 'jose';
import { describe, expect, inject, it } from 'vitest';
import { api, ISO_MILLIS, registerAgent } from '../support/api';
import {
  asOperator,
  CLEAN_PHOTO,
  createTask,
  eventuallyStatus,
  fundedAgent,
  newOperator,
  operatorClaims,
  operatorStarts,
  operatorSubmits,
  type TestOperator,
  taskIn,
} from '../support/tasks';

const browse = (token: string, query = '') => api('GET', `/api/v1/operator/tasks${query}`, { headers: { authorization: `Bearer ${token}` } });
const ids = (response: { body: { data: { task_id: string }[] } }) => response.body.data.map((t) => t.task_id);

describe('GET /api/v1/operator/tasks', () => {
  it('lists open real tasks newest first, filtered by type, without sandbox, claimed, cancelled or expired ones', async () => {
    const operator = await newOperator();
    const agent = await fundedAgent(100);
    const older = await createTask(agent, { task_type: 'CONTENT_REVIEW', reward_usd: 3 });
    const newer = await createTask(agent, { task_type: 'CONTENT_REVIEW', reward_usd: 4 });
    const claimed = await createTask(agent, { task_type: 'CONTENT_REVIEW', reward_usd: 5 });
    await operatorClaims(claimed.task_id, await newOperator());
    const cancelled = await createTask(agent, { task_type: 'CONTENT_REVIEW', reward_usd: 6 });
    await api('POST', `/api/v1/tasks/${cancelled.task_id}/cancel`, { apiKey: agent.apiKey });
    const expiresAt = Date.now() + 4000;
    const expiring = await createTask(agent, { task_type: 'CONTENT_REVIEW', reward_usd: 7, deadline: new Date(expiresAt).toISOString() });
    const sandbox = await createTask(await registerAgent(), { task_type: 'CONTENT_REVIEW', reward_usd: 2 });
    const otherType = await createTask(agent, { task_type: 'DATA_VALIDATION', reward_usd: 2 });
    await sleep(Math.max(0, expiresAt - Date.now()) + 100);

    const listed = await browse(operator.token, '?task_type=CONTENT_REVIEW&limit=100');

    expect(listed.status).toBe(200);
    const found = ids(listed);
    expect(found.indexOf(newer.task_id)).toBeLessThan(found.indexOf(older.task_id));
    expect(found).toContain(older.task_id);
    for (const hidden of [claimed, cancelled, expiring, sandbox, otherType]) expect(found).not.toContain(hidden.task_id);
    expect(listed.body.pagination).toMatchObject({ limit: 100, offset: 0 });
    expect(listed.body.pagination.total).toBeGreaterThanOrEqual(2);
    const item = listed.body.data.find((t: { task_id: string }) => t.task_id === newer.task_id);
    expect(item).toEqual({
      task_id: newer.task_id,
      title: expect.any(String),
      description: expect.any(String),
      purpose: null,
      restricted: false,
      task_type: 'CONTENT_REVIEW',
      task_domain: 'DIGITAL',
      location: null,
      reward_usd: 4,
      deadline: expect.stringMatching(ISO_MILLIS),
      proof_requirements: ['photo of the storefront'],
      digital_instructions: null,
      result_schema: null,
      window: null,
      agent: { completed_tasks: 0, disputed_tasks: 0 },
      created_at: expect.stringMatching(ISO_MILLIS),
    });
  });

  it('pages with limit and offset over the same ordering', async () => {
    const operator = await newOperator();
    const agent = await fundedAgent(100);
    for (let i = 0; i < 3; i++) await createTask(agent, { task_type: 'CONTENT_REVIEW', reward_usd: 1 });
    const all = ids(await browse(operator.token, '?task_type=CONTENT_REVIEW&limit=100'));
    const page = await browse(operator.token, '?task_type=CONTENT_REVIEW&limit=2&offset=1');
    expect(ids(page)).toEqual(all.slice(1, 3));
    expect(page.body.pagination.limit).toBe(2);
    expect(page.body.pagination.offset).toBe(1);
  });
});

describe('GET /api/v1/operator/tasks/{id}', () => {
  const read = (taskId: string, token: string) => api('GET', `/api/v1/operator/tasks/${taskId}`, { headers: { authorization: `Bearer ${token}` } });

  it("shows an open task to any operator, and a claimed one only to its claimant, at every later status, with nothing of the agent's", async () => {
    const agent = await fundedAgent(50);
    const { task_id: taskId } = await createTask(agent, { location: { lat: 52.52, lng: 13.405, address: '12 Main St' } });
    const [claimant, other] = [await newOperator(), await newOperator()];

    const open = await read(taskId, other.token);
    expect(open.status).toBe(200);
    expect(open.body).toMatchObject({
      task_id: taskId,
      status: 'PENDING',
      location: { lat: 52.52, lng: 13.405, address: '12 Main St' },
      claimed_at: null,
    });
    expect(open.body).not.toHaveProperty('callback_url');
    expect(open.body).not.toHaveProperty('platform_fee_usd');

    const claim = await operatorClaims(taskId, claimant, 90);
    const waiting = await read(taskId, claimant.token);
    expect(waiting.body).toMatchObject({
      status: 'ESTIMATE_PENDING',
      estimate_minutes: 90,
      claimed_at: claim.body.claimed_at,
      approval_deadline: claim.body.approval_deadline,
    });
    expect(await read(taskId, other.token)).toMatchObject({ status: 404, body: { error: 'Task not found' } });
    const profile = await api('GET', '/api/v1/operator/me', { headers: { authorization: `Bearer ${claimant.token}` } });
    expect(profile.body.open_claims).toEqual([taskId]);

    await api('POST', `/api/v1/tasks/${taskId}/estimate/approve`, { apiKey: agent.apiKey });
    await operatorStarts(taskId, claimant);
    expect((await read(taskId, claimant.token)).body).toMatchObject({ status: 'IN_PROGRESS', started_at: expect.stringMatching(ISO_MILLIS) });
  });

  it('answers 404 Task not found for an unknown task', async () => {
    expect(await read('task_unknown', (await newOperator()).token)).toMatchObject({ status: 404, body: { error: 'Task not found' } });
  });
});

describe('POST /api/v1/operator/tasks/{id}/accept', () => {
  it('claims the task with a time estimate: ESTIMATE_PENDING, claimed_at and a 24-hour approval deadline', async () => {
    const agent = await fundedAgent(50);
    const task = await createTask(agent);
    const operator = await newOperator('Ben Runner');

    const { status, body } = await api(
      'POST',
      `/api/v1/operator/tasks/${task.task_id}/accept`,
      asOperator(operator, {
        estimate_days: 0,
        estimate_hours: 1,
        estimate_minutes: 30,
        estimate_note: 'Near by',
      }),
    );

    expect(status).toBe(200);
    expect(body).toEqual({
      task_id: task.task_id,
      status: 'ESTIMATE_PENDING',
      estimate_minutes: 90,
      claimed_at: expect.stringMatching(ISO_MILLIS),
      approval_deadline: expect.stringMatching(ISO_MILLIS),
    });
    expect(Date.parse(body.approval_deadline) - Date.parse(body.claimed_at)).toBe(24 * 3600 * 1000);
    const view = await api('GET', `/api/v1/tasks/${task.task_id}`, { apiKey: agent.apiKey });
    expect(view.body).toMatchObject({
      status: 'ESTIMATE_PENDING',
      operator: { id: operator.id, name: 'Ben Runner', rating: 5 },
      estimate_minutes: 90,
    });
  });

  it('answers 400 to an estimate of no time', async () => {
    const task = await createTask(await fundedAgent(50));
    const { status, body } = await api('POST', `/api/v1/operator/tasks/${task.task_id}/accept`, asOperator(await newOperator(), {}));
    expect(status).toBe(400);
    expect(body).toEqual({ error: 'estimate must total at least 1 minute' });
  });

  it('answers 404 Task not found or already claimed for an unknown task', async () => {
    const { status, body } = await operatorClaims('task_nope', await newOperator());
    expect(status).toBe(404);
    expect(body).toEqual({ error: 'Task not found or already claimed' });
  });

  it('answers 403 when the operator’s KYC is not approved', async () => {
    const operator = await newOperator();
    await api('POST', `/api/v1/admin/operators/${operator.id}/kyc`, {
      headers: { 'x-admin-key': inject('adminKey') },
      body: { decision: 'REJECTED' },
    });
    const task = await createTask(await fundedAgent(50));

    const { status, body } = await operatorClaims(task.task_id, operator);

    expect(status).toBe(403);
    expect(body).toEqual({ error: 'KYC verification required before accepting tasks' });
  });

  it('lets exactly one of ten operators accepting at once win', async () => {
    const task = await createTask(await fundedAgent(50));
    const operators = await Promise.all(Array.from({ length: 10 }, () => newOperator()));

    const results = await Promise.all(operators.map((operator) => operatorClaims(task.task_id, operator)));

    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const losers = results.filter((r) => r.status !== 200);
    expect(losers).toHaveLength(9);
    for (const loser of losers) expect(loser).toMatchObject({ status: 404, body: { error: 'Task not found or already claimed' } });
  });
});

describe('Claim, start and submit', () => {
  it('withdraws a claim back to PENDING; only the claimant can', async () => {
    const agent = await fundedAgent(50);
    const task = await taskIn(agent, 'ESTIMATE_PENDING');

    const stranger = await api('POST', `/api/v1/operator/tasks/${task.task_id}/withdraw-claim`, asOperator(await newOperator()));
    expect(stranger.status).toBe(404);
    expect(stranger.body).toEqual({ error: 'Task not found or not claimed by you' });

    const { status, body } = await api('POST', `/api/v1/operator/tasks/${task.task_id}/withdraw-claim`, asOperator(task.operator));
    expect(status).toBe(200);
    expect(body).toEqual({ task_id: task.task_id, status: 'PENDING' });
    const view = await api('GET', `/api/v1/tasks/${task.task_id}`, { apiKey: agent.apiKey });
    expect(view.body).toMatchObject({ status: 'PENDING', operator: null, claimed_at: null });
  });

  it('starts accepted work: IN_PROGRESS with started_at; only the claimant, only from ACCEPTED', async () => {
    const agent = await fundedAgent(50);
    const task = await taskIn(agent, 'ACCEPTED');

    expect((await operatorStarts(task.task_id, await newOperator())).status).toBe(404);
    const { status, body } = await operatorStarts(task.task_id, task.operator);
    expect(status).toBe(200);
    expect(body).toEqual({ task_id: task.task_id, status: 'IN_PROGRESS', started_at: expect.stringMatching(ISO_MILLIS) });
    const again = await operatorStarts(task.task_id, task.operator);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ error: 'Task not found or not in ACCEPTED status' });
  });

  it('submits proof: SUBMITTED, and the agent sees the proof, the operator and the timestamps', async () => {
    const agent = await fundedAgent(50);
    const task = await taskIn(agent, 'IN_PROGRESS');

    const { status, body } = await operatorSubmits(task.task_id, task.operator, {
      photos: [CLEAN_PHOTO],
      notes: 'Open until 9pm',
    });

    expect(status).toBe(200);
    expect(body).toEqual({
      task_id: task.task_id,
      status: 'SUBMITTED',
      submitted_at: expect.stringMatching(ISO_MILLIS),
      message: expect.any(String),
    });
    const view = await api('GET', `/api/v1/tasks/${task.task_id}`, { apiKey: agent.apiKey });
    // The Guardian may already have moved it on.
    expect(['SUBMITTED', 'VERIFIED', 'COMPLETED']).toContain(view.body.status);
    expect(view.body).toMatchObject({
      proof: {
        photos: [expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/.*X-Amz-Signature=/)],
        photo_ids: [expect.stringMatching(/^ph_/)],
        notes: 'Open until 9pm',
        submittedAt: body.submitted_at,
      },
      operator: { id: task.operator.id, name: task.operator.name, rating: 5 },
      accepted_at: expect.stringMatching(ISO_MILLIS),
      submitted_at: body.submitted_at,
    });
  });

  it('answers 404 Task not found or not in submittable status outside ACCEPTED and IN_PROGRESS', async () => {
    const agent = await fundedAgent(50);
    const task = await taskIn(agent, 'ESTIMATE_PENDING');
    const { status, body } = await operatorSubmits(task.task_id, task.operator);
    expect(status).toBe(404);
    expect(body).toEqual({ error: 'Task not found or not in submittable status' });
  });

  it('answers 400 to a proof without photos', async () => {
    const task = await taskIn(await fundedAgent(50), 'IN_PROGRESS');
    const { status, body } = await api('POST', `/api/v1/operator/tasks/${task.task_id}/submit`, asOperator(task.operator, { notes: 'x' }));
    expect(status).toBe(400);
    expect(body).toEqual({ error: 'photos is required' });
  });

  it('encrypts a CREDENTIAL task’s credential to the agent’s key and stores no plaintext', async () => {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    const agent = await fundedAgent(50);
    const task = await taskIn(agent, 'IN_PROGRESS', {
      task_type: 'ACCOUNT_CREATION',
      purpose: 'Our own shop needs one account on the supplier portal to order stock',
      agent_public_key: publicKey,
    });

    const missing = await operatorSubmits(task.task_id, task.operator);
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ error: 'credential is required for CREDENTIAL tasks' });

    const credential = { username: 'acme-bot', password: 'correct horse battery staple' };
    const submitted = await operatorSubmits(task.task_id, task.operator, { credential });
    expect(submitted.status).toBe(200);

    const { getTask } = await import('../../functions/contexts/work/tasks/store/tasks-store');
    const stored = await getTask(task.task_id);
    expect(JSON.stringify(stored)).not.toContain('correct horse battery staple');
    const jwe = stored!.encrypted_credential as unknown as Parameters<typeof flattenedDecrypt>[0];
    const { plaintext, protectedHeader } = await flattenedDecrypt(jwe, await importPKCS8(privateKey, 'RSA-OAEP-256'));
    expect(protectedHeader).toMatchObject({ alg: 'RSA-OAEP-256', enc: 'A256GCM' });
    expect(JSON.parse(new TextDecoder().decode(plaintext))).toEqual(credential);
  });
});

describe("The agent's record on operator task views", () => {
  const record = async (taskId: string, operator: TestOperator) =>
    (await api('GET', `/api/v1/operator/tasks/${taskId}`, asOperator(operator))).body.agent;

  /** A task of `agent` in MANUAL_REVIEW, waiting for its verdict. */
  const inReview = async (agent: Awaited<ReturnType<typeof fundedAgent>>) => {
    const task = await taskIn(agent, 'SUBMITTED');
    await eventuallyStatus(agent, task.task_id, 'MANUAL_REVIEW');
    return task;
  };
  const verdict = (agent: Awaited<ReturnType<typeof fundedAgent>>, taskId: string, decision: 'APPROVE' | 'REJECT') =>
    api('POST', `/api/v1/tasks/${taskId}/verify`, { apiKey: agent.apiKey, body: { decision, reason: 'Wrong street.' } });

  it("counts the agent's completed and disputed real tasks on the open list, a single task and My work", async () => {
    const agent = await fundedAgent(100);
    const approved = await inReview(agent);
    const disputed = await inReview(agent);
    expect((await verdict(agent, approved.task_id, 'APPROVE')).body.status).toBe('COMPLETED');
    expect((await verdict(agent, disputed.task_id, 'REJECT')).body.status).toBe('DISPUTED');
    // Released after the dispute: completed too, and still counted as disputed once.
    const released = await api('POST', `/api/v1/admin/tasks/${disputed.task_id}/resolve`, {
      headers: { 'x-admin-key': inject('adminKey') },
      body: { outcome: 'release' },
    });
    expect(released.status).toBe(200);
    const expected = { completed_tasks: 2, disputed_tasks: 1 };

    const operator = await newOperator();
    const open = await createTask(agent, { task_type: 'DATA_VALIDATION', title: `Record ${Date.now()}` });
    const listed = await browse(operator.token, '?task_type=DATA_VALIDATION&limit=100');
    expect(listed.body.data.find((task: { task_id: string }) => task.task_id === open.task_id).agent).toEqual(expected);
    expect(await record(open.task_id, operator)).toEqual(expected);
    await operatorClaims(open.task_id, operator);
    expect((await api('GET', '/api/v1/operator/work', asOperator(operator))).body.data[0].agent).toEqual(expected);
    expect(await record(disputed.task_id, disputed.operator)).toEqual(expected);
  });

  it('loses no count when moves of one agent race', async () => {
    const agent = await fundedAgent(200);
    const tasks = await Promise.all(Array.from({ length: 5 }, () => inReview(agent)));
    const answers = await Promise.all(tasks.map((task, i) => verdict(agent, task.task_id, i < 3 ? 'APPROVE' : 'REJECT')));
    expect(answers.map((answer) => answer.status)).toEqual(Array(5).fill(200));
    const probe = await createTask(agent);
    expect(await record(probe.task_id, await newOperator())).toEqual({ completed_tasks: 3, disputed_tasks: 2 });
  });
});

describe('GET /api/v1/operator/work', () => {
  const work = (operator: TestOperator, query = '') => api('GET', `/api/v1/operator/work${query}`, asOperator(operator));
  const read = (taskId: string, operator: TestOperator) => api('GET', `/api/v1/operator/tasks/${taskId}`, asOperator(operator));

  /** Every page of the operator's work from `query` on, by cursor. */
  const walk = async (operator: TestOperator, query: string) => {
    const seen: { task_id: string }[] = [];
    let cursor: string | null = null;
    do {
      const page = await work(operator, `${query}${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.status).toBe(200);
      seen.push(...page.body.data);
      cursor = page.body.next_cursor;
    } while (cursor);
    return seen.map((task) => task.task_id);
  };

  it("lists the caller's tasks open and ended, newest claim first, each as GET /operator/tasks/{id} shows it; not a withdrawn claim, not another operator's", async () => {
    const agent = await fundedAgent(100);
    const [operator, other] = [await newOperator('Wendy Worker'), await newOperator('Otto Other')];
    const ended = await createTask(agent);
    await operatorClaims(ended.task_id, operator);
    await api('POST', `/api/v1/tasks/${ended.task_id}/cancel`, { apiKey: agent.apiKey });
    const withdrawn = await createTask(agent);
    await operatorClaims(withdrawn.task_id, operator);
    await api('POST', `/api/v1/operator/tasks/${withdrawn.task_id}/withdraw-claim`, asOperator(operator));
    const open = await createTask(agent);
    await operatorClaims(open.task_id, operator);
    const others = await createTask(agent);
    await operatorClaims(others.task_id, other);

    const listed = await work(operator);

    expect(listed.status).toBe(200);
    expect(listed.body.next_cursor).toBeNull();
    expect(ids(listed)).toEqual([open.task_id, ended.task_id]);
    expect(listed.body.data.map((task: { status: string }) => task.status)).toEqual(['ESTIMATE_PENDING', 'CANCELLED']);
    expect(listed.body.data).toEqual([(await read(open.task_id, operator)).body, (await read(ended.task_id, operator)).body]);
    expect(ids(await work(other))).toEqual([others.task_id]);
    expect(ids(await work(await newOperator()))).toEqual([]);
  });

  it('pages by cursor, keeps one status, and refuses a cursor of another operator or status', async () => {
    const agent = await fundedAgent(100);
    const operator = await newOperator();
    const claimed: string[] = [];
    for (let i = 0; i < 3; i++) {
      const task = await createTask(agent);
      await operatorClaims(task.task_id, operator);
      claimed.unshift(task.task_id);
      if (i < 2) await api('POST', `/api/v1/tasks/${task.task_id}/cancel`, { apiKey: agent.apiKey });
    }

    expect(await walk(operator, '?limit=1')).toEqual(claimed);
    expect(await walk(operator, '?limit=1&status=CANCELLED')).toEqual(claimed.slice(1));
    expect(ids(await work(operator, '?status=ESTIMATE_PENDING'))).toEqual(claimed.slice(0, 1));
    expect(ids(await work(operator, '?status=COMPLETED'))).toEqual([]);

    const first = await work(operator, '?limit=1');
    expect(first.body.next_cursor).toEqual(expect.any(String));
    const invalid = { status: 400, body: { error: 'Invalid cursor' } };
    expect(await work(await newOperator(), `?limit=1&cursor=${first.body.next_cursor}`)).toMatchObject(invalid);
    expect(await work(operator, `?limit=1&status=CANCELLED&cursor=${first.body.next_cursor}`)).toMatchObject(invalid);
    // A cursor of another list (the open tasks) is refused too.
    const openPage = await browse(operator.token, '?limit=1');
    expect(await work(operator, `?cursor=${openPage.body.next_cursor}`)).toMatchObject(invalid);
  });

  it('refuses a bad parameter with 400 and a caller without a token with 401', async () => {
    const refused = await work(await newOperator(), '?status=BOGUS');
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatch(/^status must be one of PENDING/);
    expect((await api('GET', '/api/v1/operator/work')).status).toBe(401);
  });
});
