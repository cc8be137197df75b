import { describe, expect, inject, it } from 'vitest';
import { api, ISO_MILLIS, type RegisteredAgent, uniqueEmail } from '../support/api';
import {
  asOperator,
  disputedWithPhoto,
  eventuallyStatus,
  expectProofWithdrawn,
  fundedAgent,
  newOperator,
  type TestOperator,
  taskIn,
  uniquePhoto,
} from '../support/tasks';

/**
 * The back office over HTTP on the shared stack: staff accounts and their tokens, the audit log
 * of every admin action, the dispute queue, and operators' KYC documents. Other test files make
 * disputes and decisions on the same stack at the same time, so lists are searched, not counted.
 */
const adminKey = () => ({ 'x-admin-key': inject('adminKey') });
const asStaff = (token: string, body?: unknown) => ({ headers: { authorization: `Bearer ${token}` }, body });

const newStaff = async (name = 'Sam Staff') => {
  const email = uniqueEmail('staff');
  const created = await api('POST', '/api/v1/admin/admins', { headers: adminKey(), body: { email, name } });
  expect(created.status).toBe(201);
  const { token } = (await api('POST', '/dev/admin-token', { body: { email } })).body;
  return { ...created.body, token } as { admin_id: string; email: string; name: string; token: string };
};

/** A $20 task whose proof its agent rejected, with its operator. */
const disputedTask = async () => {
  const agent = await fundedAgent(50);
  const task = await taskIn(agent, 'SUBMITTED', { reward_usd: 20 });
  await eventuallyStatus(agent, task.task_id, 'MANUAL_REVIEW');
  await api('POST', `/api/v1/tasks/${task.task_id}/verify`, { apiKey: agent.apiKey, body: { decision: 'REJECT', reason: 'Wrong street.' } });
  return { agent, taskId: task.task_id as string, operator: task.operator as TestOperator };
};

const appeal = (taskId: string, operator: TestOperator) =>
  api('POST', `/api/v1/operator/tasks/${taskId}/appeal`, asOperator(operator, { reason: 'The sign is in the second photo.' }));

/** Every page of a list, walked by its cursor. */
const walk = async (path: string, headers: Record<string, string>) => {
  const all: any[] = [];
  let cursor: string | null = null;
  do {
    const separator = path.includes('?') ? '&' : '?';
    const page: { status: number; body: { data: any[]; next_cursor: string | null } } = await api(
      'GET',
      `${path}${cursor ? `${separator}cursor=${cursor}` : ''}`,
      { headers },
    );
    expect(page.status).toBe(200);
    all.push(...page.body.data);
    cursor = page.body.next_cursor;
  } while (cursor);
  return all;
};

const auditOf = async (headers: Record<string, string>, target: string) =>
  (await walk('/api/v1/admin/audit?limit=100', headers)).filter((entry) => entry.target === target);

describe('Back office: staff accounts', () => {
  it('invites a staff member by mail with a temporary password, and their token passes on admin routes', async () => {
    const staff = await newStaff('Nadia Staff');
    expect(staff).toMatchObject({ admin_id: expect.stringMatching(/^adm_/), email: expect.any(String), name: 'Nadia Staff' });
    const mail = (await api('GET', `/dev/emails?to=${encodeURIComponent(staff.email)}`)).body.data;
    expect(mail.at(-1)).toMatchObject({ subject: 'Your Handoff back-office login', text: expect.stringMatching(/temporary password: \S+/) });
    const listed = await api('GET', '/api/v1/admin/audit?limit=5', asStaff(staff.token));
    expect(listed.status).toBe(200);
  });

  it('refuses a second account for the same email, whatever its case (409)', async () => {
    const staff = await newStaff();
    const again = await api('POST', '/api/v1/admin/admins', { headers: adminKey(), body: { email: staff.email.toUpperCase(), name: 'Twin' } });
    expect(again).toMatchObject({ status: 409, body: { error: 'A staff account with this email already exists' } });
  });

  it('refuses bad bodies (400) and unknown staff emails on /dev/admin-token (404)', async () => {
    const bad = await api('POST', '/api/v1/admin/admins', { headers: adminKey(), body: { email: 'not-an-email', name: '' } });
    expect(bad.status).toBe(400);
    const unknown = await api('POST', '/dev/admin-token', { body: { email: uniqueEmail('nobody') } });
    expect(unknown).toMatchObject({ status: 404, body: { error: 'Staff account not found' } });
  });

  it("refuses an operator's token, a forged token and no credentials on every admin route (401)", async () => {
    const operator = await newOperator('Otto Outsider');
    const routes: [string, string][] = [
      ['GET', '/api/v1/admin/disputes'],
      ['GET', '/api/v1/admin/audit'],
      ['GET', '/api/v1/admin/kyc'],
      ['POST', '/api/v1/admin/admins'],
      ['GET', `/api/v1/admin/operators/${operator.id}`],
      ['GET', '/api/v1/admin/agents/agt_x'],
      ['GET', '/api/v1/admin/tasks/task_x'],
      ['POST', `/api/v1/admin/operators/${operator.id}/kyc`],
      ['POST', '/api/v1/admin/tasks/task_x/resolve'],
    ];
    for (const [method, path] of routes) {
      const body = method === 'GET' ? undefined : {};
      const asOperatorToken = await api(method, path, { headers: { authorization: `Bearer ${operator.token}` }, body });
      expect(asOperatorToken).toMatchObject({ status: 401, body: { error: 'Invalid or expired staff token' } });
      expect(await api(method, path, { body })).toMatchObject({ status: 401, body: { error: 'Invalid admin key' } });
      expect((await api(method, path, { headers: { authorization: 'Bearer not.a.jwt' }, body })).status).toBe(401);
      expect((await api(method, path, { headers: { 'x-admin-key': 'wrong' }, body })).status).toBe(401);
    }
  });
});

describe('Back office: the dispute queue', () => {
  it('lists appealed disputes oldest first, and moves a dispute between the queues as it is appealed and resolved', async () => {
    const first = await disputedTask();
    const second = await disputedTask();
    const open = await walk('/api/v1/admin/disputes?appealed=false&limit=2', adminKey());
    expect(open.map((task) => task.task_id)).toEqual(expect.arrayContaining([first.taskId, second.taskId]));
    expect((await appeal(second.taskId, second.operator)).status).toBe(200);
    expect((await appeal(first.taskId, first.operator)).status).toBe(200);

    const appealed = await walk('/api/v1/admin/disputes?appealed=true&limit=1', adminKey());
    const mine = appealed.filter((task) => task.task_id === first.taskId || task.task_id === second.taskId);
    // Ordered by when the dispute began, not by when it was appealed.
    expect(mine.map((task) => task.task_id)).toEqual([first.taskId, second.taskId]);
    expect(mine[0]).toEqual({
      task_id: first.taskId,
      title: expect.any(String),
      agent_id: first.agent.agentId,
      operator_id: first.operator.id,
      reward_usd: 20,
      dispute: {
        reason: 'Wrong street.',
        disputed_at: expect.stringMatching(ISO_MILLIS),
        appeal_deadline: expect.stringMatching(ISO_MILLIS),
        appeal: { reason: 'The sign is in the second photo.', appealed_at: expect.stringMatching(ISO_MILLIS) },
        resolution: null,
      },
    });
    const disputedAt = appealed.map((task) => task.dispute.disputed_at);
    expect(disputedAt).toEqual([...disputedAt].sort());
    const unappealed = (await walk('/api/v1/admin/disputes?appealed=false', adminKey())).map((task) => task.task_id);
    expect(unappealed).not.toContain(first.taskId);
    const both = (await walk('/api/v1/admin/disputes?limit=3', adminKey())).map((task) => task.task_id);
    expect(both).toEqual(expect.arrayContaining([first.taskId, second.taskId]));

    const resolved = await api('POST', `/api/v1/admin/tasks/${first.taskId}/resolve`, { headers: adminKey(), body: { outcome: 'refund' } });
    expect(resolved.status).toBe(200);
    const after = (await walk('/api/v1/admin/disputes', adminKey())).map((task) => task.task_id);
    expect(after).not.toContain(first.taskId);
    expect(after).toContain(second.taskId);
  });

  it('refuses a bad appealed value, a bad limit and a cursor of another list (400)', async () => {
    expect((await api('GET', '/api/v1/admin/disputes?appealed=maybe', { headers: adminKey() })).status).toBe(400);
    expect((await api('GET', '/api/v1/admin/disputes?limit=0', { headers: adminKey() })).status).toBe(400);
    expect((await api('GET', '/api/v1/admin/disputes?limit=101', { headers: adminKey() })).status).toBe(400);
    expect(await api('GET', '/api/v1/admin/disputes?cursor=garbage', { headers: adminKey() })).toMatchObject({
      status: 400,
      body: { error: 'Invalid cursor' },
    });
    const audit = await api('GET', '/api/v1/admin/audit?limit=1', { headers: adminKey() });
    if (audit.body.next_cursor) {
      expect((await api('GET', `/api/v1/admin/disputes?cursor=${audit.body.next_cursor}`, { headers: adminKey() })).status).toBe(400);
    }
    const appealedCursor = Buffer.from(JSON.stringify({ v: 1, l: 'disputes', f: 'true', k: '2026-01-01T00:00:00.000Z#task_x' })).toString(
      'base64url',
    );
    expect((await api('GET', `/api/v1/admin/disputes?appealed=false&cursor=${appealedCursor}`, { headers: adminKey() })).status).toBe(400);
  });
});

describe('Back office: attacks', () => {
  it("refuses a staff token on operator routes (401): a staff login is no operator's", async () => {
    const staff = await newStaff();
    for (const [method, path] of [
      ['GET', '/api/v1/operator/me'],
      ['GET', '/api/v1/operator/work'],
      ['POST', '/api/v1/operator/kyc/submit'],
    ] as const) {
      expect((await api(method, path, asStaff(staff.token, method === 'POST' ? {} : undefined))).status).toBe(401);
    }
  });

  it('resolves a dispute resolved twice at once only once: one answer 200, the other 404, the money moved once', async () => {
    const { agent, taskId, operator } = await disputedTask();
    const staff = await newStaff();
    const resolve = (body: unknown) => api('POST', `/api/v1/admin/tasks/${taskId}/resolve`, asStaff(staff.token, body));
    const answers = await Promise.all([resolve({ outcome: 'split', operator_amount_usd: 5 }), resolve({ outcome: 'release' })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 404]);
    expect(answers.find((answer) => answer.status === 404)!.body).toEqual({ error: 'Task not found or not disputed' });
    const earnings = (await api('GET', '/api/v1/operator/earnings', asOperator(operator))).body;
    const won = answers.find((answer) => answer.status === 200)!.body;
    expect(earnings.total_earned).toBe(won.dispute.resolution.outcome === 'split' ? 5 : 20);
    expect((await auditOf(adminKey(), taskId)).filter((entry) => entry.action === 'dispute_resolution')).toHaveLength(1);
    expect((await api('GET', `/api/v1/tasks/${taskId}`, { apiKey: agent.apiKey })).body.status).toBe('COMPLETED');
  });

  it('refuses reasons and notes over their limits (400) and keeps odd text as text', async () => {
    const { taskId } = await disputedTask();
    const operator = await newOperator();
    const huge = 'x'.repeat(2001);
    expect(
      (await api('POST', `/api/v1/admin/tasks/${taskId}/resolve`, { headers: adminKey(), body: { outcome: 'refund', note: huge } })).status,
    ).toBe(400);
    expect(
      (
        await api('POST', `/api/v1/admin/operators/${operator.id}/kyc`, {
          headers: adminKey(),
          body: { decision: 'REJECTED', reason: huge.slice(0, 1001) },
        })
      ).status,
    ).toBe(400);
    const odd = '<img src=x onerror=alert(1)> \u202e ☃ "quotes"';
    const rejected = await api('POST', `/api/v1/admin/operators/${operator.id}/kyc`, {
      headers: adminKey(),
      body: { decision: 'REJECTED', reason: odd },
    });
    expect(rejected.status).toBe(200);
    expect((await api('GET', '/api/v1/operator/me', asOperator(operator))).body.kyc_reason).toBe(odd);
  });
});

describe('Back office: look-ups', () => {
  it("shows staff a disputed task with the Guardian's result, both sides and the operator's originals, kept after a refund", async () => {
    const agent = await fundedAgent(50);
    const { task, photoUrls } = await disputedWithPhoto(agent);
    const taskId = task.task_id as string;
    const operator = task.operator as TestOperator;
    expect((await appeal(taskId, operator)).status).toBe(200);
    const staff = await newStaff();
    const seen = await api('GET', `/api/v1/admin/tasks/${taskId}`, asStaff(staff.token));
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({
      agent_id: agent.agentId,
      task: {
        task_id: taskId,
        status: 'DISPUTED',
        operator: { id: operator.id },
        dispute: { reason: 'Not this shop.', appeal: { reason: 'The sign is in the second photo.' } },
        guardian_result: { decision: expect.any(String), reasoning: expect.any(String) },
      },
    });
    const { originals } = seen.body;
    expect(originals.length).toBeGreaterThan(0);
    expect(originals.map((photo: { photo_id: string }) => photo.photo_id)).toEqual(seen.body.task.proof.photo_ids);
    const fetchOriginals = () => Promise.all(originals.map((photo: { url: string }) => fetch(photo.url).then((response) => response.status)));
    expect(await fetchOriginals()).toEqual(originals.map(() => 200));

    expect((await api('POST', `/api/v1/admin/tasks/${taskId}/resolve`, asStaff(staff.token, { outcome: 'refund' }))).status).toBe(200);
    const after = await api('GET', `/api/v1/admin/tasks/${taskId}`, asStaff(staff.token));
    await expectProofWithdrawn(agent, taskId, photoUrls);
    expect(after.body.task.proof).toMatchObject({ photos: [], photo_ids: [], notes: null });
    expect(after.body.originals.map((photo: { photo_id: string }) => photo.photo_id)).toEqual(
      originals.map((photo: { photo_id: string }) => photo.photo_id),
    );
    expect(await Promise.all(after.body.originals.map((photo: { url: string }) => fetch(photo.url).then((r) => r.status)))).toEqual(
      originals.map(() => 200),
    );
  });

  it("shows staff an agent's record: tasks completed and disputed, disputes open now", async () => {
    const { agent } = await disputedTask();
    const record = await api('GET', `/api/v1/admin/agents/${agent.agentId}`, { headers: adminKey() });
    expect(record).toMatchObject({
      status: 200,
      body: {
        agent_id: agent.agentId,
        name: expect.any(String),
        email: expect.any(String),
        tier: expect.any(String),
        completed_tasks: 0,
        disputed_tasks: 1,
        open_disputes: 1,
        created_at: expect.stringMatching(ISO_MILLIS),
      },
    });
  });

  it('answers 404 for an unknown agent or task', async () => {
    expect(await api('GET', '/api/v1/admin/agents/agt_nobody', { headers: adminKey() })).toMatchObject({
      status: 404,
      body: { error: 'Agent not found' },
    });
    expect(await api('GET', '/api/v1/admin/tasks/task_nobody', { headers: adminKey() })).toMatchObject({
      status: 404,
      body: { error: 'Task not found' },
    });
  });
});

describe('Back office: the audit log', () => {
  it("records a staff member's dispute resolution and KYC decision with their email, and the key's with admin-key", async () => {
    const staff = await newStaff('Rita Resolver');
    const { taskId, operator } = await disputedTask();
    const split = await api('POST', `/api/v1/admin/tasks/${taskId}/resolve`, asStaff(staff.token, { outcome: 'split', operator_amount_usd: 7.5 }));
    expect(split.status).toBe(200);
    const kyc = await api('POST', `/api/v1/admin/operators/${operator.id}/kyc`, asStaff(staff.token, { decision: 'APPROVED' }));
    expect(kyc.status).toBe(200);
    const byKey = await api('POST', `/api/v1/admin/operators/${operator.id}/kyc`, {
      headers: adminKey(),
      body: { decision: 'APPROVED', reason: 'Again' },
    });
    expect(byKey.status).toBe(200);

    expect(await auditOf(adminKey(), taskId)).toEqual([
      {
        at: expect.stringMatching(ISO_MILLIS),
        actor: staff.email,
        action: 'dispute_resolution',
        target: taskId,
        detail: 'split: $7.50 of $20.00 to the operator',
      },
    ]);
    expect(await auditOf(adminKey(), operator.id)).toEqual([
      { at: expect.any(String), actor: 'admin-key', action: 'kyc_decision', target: operator.id, detail: 'APPROVED: Again' },
      { at: expect.any(String), actor: staff.email, action: 'kyc_decision', target: operator.id, detail: 'APPROVED' },
    ]);
    expect(await auditOf(adminKey(), staff.admin_id)).toEqual([
      { at: expect.any(String), actor: 'admin-key', action: 'staff_created', target: staff.admin_id, detail: `Rita Resolver <${staff.email}>` },
    ]);
  });

  it('writes nothing when the action is refused (unknown operator 404, nothing to resolve 404)', async () => {
    const unknown = await api('POST', '/api/v1/admin/operators/op_nobody/kyc', { headers: adminKey(), body: { decision: 'APPROVED' } });
    expect(unknown).toMatchObject({ status: 404, body: { error: 'Operator not found' } });
    const nothing = await api('POST', '/api/v1/admin/tasks/task_nobody/resolve', { headers: adminKey(), body: { outcome: 'refund' } });
    expect(nothing).toMatchObject({ status: 404, body: { error: 'Task not found or not disputed' } });
    expect(await auditOf(adminKey(), 'op_nobody')).toEqual([]);
    expect(await auditOf(adminKey(), 'task_nobody')).toEqual([]);
  });

  it('pages newest first and refuses a bad limit or cursor (400)', async () => {
    await newStaff();
    await newStaff();
    const page = await api('GET', '/api/v1/admin/audit?limit=2', { headers: adminKey() });
    expect(page.body.data).toHaveLength(2);
    expect(page.body.data[0].at >= page.body.data[1].at).toBe(true);
    const next = await api('GET', `/api/v1/admin/audit?limit=2&cursor=${page.body.next_cursor}`, { headers: adminKey() });
    expect(next.body.data[0].at <= page.body.data[1].at).toBe(true);
    expect((await api('GET', '/api/v1/admin/audit?limit=x', { headers: adminKey() })).status).toBe(400);
    expect((await api('GET', '/api/v1/admin/audit?cursor=%20', { headers: adminKey() })).status).toBe(400);
  });
});

/** Asks for a KYC upload form and POSTs the bytes to it. */
const uploadDocument = async (operator: TestOperator, kind: string) => {
  const photo = await uniquePhoto();
  const asked = await api(
    'POST',
    '/api/v1/operator/kyc/documents',
    asOperator(operator, { kind, content_type: photo.contentType, size_bytes: photo.bytes.length }),
  );
  expect(asked.status).toBe(201);
  const form = new FormData();
  for (const [name, value] of Object.entries(asked.body.upload.fields as Record<string, string>)) form.append(name, value);
  form.append('file', new Blob([photo.bytes], { type: photo.contentType }), 'document');
  expect((await fetch(asked.body.upload.url, { method: 'POST', body: form })).status).toBe(204);
  return { ...asked.body, bytes: photo.bytes };
};

/** An operator whose KYC is back to PENDING (the shared stack approves at once), as a rejected one would be. */
const unverifiedOperator = async () => {
  const operator = await newOperator('Kim Kyc');
  await api('POST', `/api/v1/admin/operators/${operator.id}/kyc`, { headers: adminKey(), body: { decision: 'REJECTED', reason: 'Blurry' } });
  return operator;
};

describe('Back office: KYC documents', () => {
  it('takes an ID and a selfie through presigned uploads, queues the operator, shows staff the documents, and the decision dequeues', async () => {
    const operator = await unverifiedOperator();
    const front = await uploadDocument(operator, 'id_front');
    expect(front).toMatchObject({ document_id: expect.stringMatching(/^doc_/), expires_at: expect.stringMatching(ISO_MILLIS) });
    expect(front.upload.fields.key).toMatch(new RegExp(`^kyc/${operator.id}/`));
    const missing = await api('POST', '/api/v1/operator/kyc/submit', asOperator(operator));
    expect(missing).toMatchObject({ status: 400, body: { error: 'KYC documents missing: selfie' } });
    await uploadDocument(operator, 'selfie');
    expect(await api('POST', '/api/v1/operator/kyc/submit', asOperator(operator))).toMatchObject({ status: 200, body: { kyc_status: 'PENDING' } });
    expect((await api('GET', '/api/v1/operator/me', asOperator(operator))).body).toMatchObject({
      kyc_status: 'PENDING',
      kyc_submitted_at: expect.stringMatching(ISO_MILLIS),
    });

    const queue = await walk('/api/v1/admin/kyc?limit=2', adminKey());
    const waiting = queue.find((entry) => entry.operator_id === operator.id);
    expect(waiting).toMatchObject({ kyc_status: 'PENDING', kyc_submitted_at: expect.stringMatching(ISO_MILLIS) });
    expect(waiting.documents.map((document: { kind: string }) => document.kind).sort()).toEqual(['id_front', 'selfie']);
    const shown = await fetch(waiting.documents.find((document: { kind: string }) => document.kind === 'id_front').url);
    expect(shown.status).toBe(200);
    expect(Buffer.from(await shown.arrayBuffer()).equals(front.bytes)).toBe(true);
    const submitted = queue.map((entry) => entry.kyc_submitted_at);
    expect(submitted).toEqual([...submitted].sort());
    // Who was shown whose identity documents is in the admin audit.
    const audit = (await api('GET', '/api/v1/admin/audit?limit=100', { headers: adminKey() })).body.data;
    expect(audit).toContainEqual(
      expect.objectContaining({
        action: 'kyc_documents_viewed',
        actor: 'admin-key',
        target: operator.id,
        detail: expect.stringMatching(/^2 identity documents shown: /),
      }),
    );

    await api('POST', `/api/v1/admin/operators/${operator.id}/kyc`, { headers: adminKey(), body: { decision: 'APPROVED' } });
    expect((await walk('/api/v1/admin/kyc', adminKey())).map((entry) => entry.operator_id)).not.toContain(operator.id);
    expect(await api('POST', '/api/v1/operator/kyc/submit', asOperator(operator))).toMatchObject({
      status: 409,
      body: { error: 'KYC already approved' },
    });
    const late = await api(
      'POST',
      '/api/v1/operator/kyc/documents',
      asOperator(operator, { kind: 'selfie', content_type: 'image/jpeg', size_bytes: 10 }),
    );
    expect(late).toMatchObject({ status: 409, body: { error: 'KYC already approved' } });
  });

  it('does not count a document asked for but never uploaded', async () => {
    const operator = await unverifiedOperator();
    await uploadDocument(operator, 'selfie');
    await api('POST', '/api/v1/operator/kyc/documents', asOperator(operator, { kind: 'id_front', content_type: 'image/jpeg', size_bytes: 1000 }));
    expect(await api('POST', '/api/v1/operator/kyc/submit', asOperator(operator))).toMatchObject({
      status: 400,
      body: { error: 'KYC documents missing: id_front' },
    });
    expect(await api('POST', '/api/v1/operator/kyc/submit', asOperator(await unverifiedOperator()))).toMatchObject({
      status: 400,
      body: { error: 'KYC documents missing: id_front, selfie' },
    });
  });

  it('refuses bad document requests (400), agents and strangers (401)', async () => {
    const operator = await unverifiedOperator();
    for (const body of [
      { kind: 'passport', content_type: 'image/jpeg', size_bytes: 10 },
      { kind: 'selfie', content_type: 'application/pdf', size_bytes: 10 },
      { kind: 'selfie', content_type: 'image/jpeg', size_bytes: 0 },
      { kind: 'selfie', content_type: 'image/jpeg', size_bytes: 10 * 1024 * 1024 + 1 },
    ]) {
      expect((await api('POST', '/api/v1/operator/kyc/documents', asOperator(operator, body))).status).toBe(400);
    }
    const agent: RegisteredAgent = await fundedAgent(5);
    expect((await api('POST', '/api/v1/operator/kyc/submit', { apiKey: agent.apiKey })).status).toBe(401);
    expect(
      (await api('POST', '/api/v1/operator/kyc/documents', { body: { kind: 'selfie', content_type: 'image/jpeg', size_bytes: 10 } })).status,
    ).toBe(401);
  });
});
