import { describe, expect, it } from 'vitest';
import {
  deletePushConfig,
  deliverA2aPushes,
  findPushConfig,
  registerPushConfig,
} from '../../../../../../functions/contexts/delivery/a2a-push/use-cases';
import { FakeA2aPush } from '../../../../../support/fakes/a2a';

const NOW = new Date('2026-11-29T06:00:00.000Z');
const change = { taskId: 'task-1', version: 2, status: 'CANCELLED' as const, timestamp: '2026-11-29T05:59:00.000Z' };

describe('A2A push notification configs', () => {
  it('seals the token bound to its task, never answers it back, and holds a task to five configs (replacing one counts no more)', async () => {
    const push = new FakeA2aPush();
    const made = await registerPushConfig(push, { taskId: 'task-1', configId: 'a', url: 'https://hooks.example.com/a', token: 'tok' }, NOW);
    expect(made).toEqual({ taskId: 'task-1', configId: 'a', url: 'https://hooks.example.com/a' });
    // Stored only sealed, bound to its task (the fake sealer keeps the context it was sealed with).
    expect(JSON.parse(push.stored.get('task-1/a')!.tokenSealed!)).toEqual({
      plaintext: 'tok',
      context: { purpose: 'a2a-push-token', task_id: 'task-1' },
    });
    expect(await findPushConfig(push, 'task-1', 'a')).toEqual(made);
    for (const id of ['b', 'c', 'd', 'e'])
      await registerPushConfig(push, { taskId: 'task-1', configId: id, url: `https://hooks.example.com/${id}` }, NOW);
    await expect(registerPushConfig(push, { taskId: 'task-1', configId: 'f', url: 'https://hooks.example.com/f' }, NOW)).rejects.toThrow(
      'Too many push notification configs: at most 5 per task',
    );
    await registerPushConfig(push, { taskId: 'task-1', configId: 'a', url: 'https://hooks.example.com/a2' }, NOW);
    expect((await findPushConfig(push, 'task-1', 'a'))?.url).toBe('https://hooks.example.com/a2');
  });

  it('seals Bearer credentials bound to their task, answers the scheme but never the credentials, and refuses another scheme or none', async () => {
    const push = new FakeA2aPush();
    const made = await registerPushConfig(
      push,
      { taskId: 'task-1', configId: 'a', url: 'https://hooks.example.com/a', authentication: { scheme: 'bearer', credentials: 'cred-9f' } },
      NOW,
    );
    expect(made).toEqual({ taskId: 'task-1', configId: 'a', url: 'https://hooks.example.com/a', authScheme: 'Bearer' });
    const stored = push.stored.get('task-1/a')!;
    expect(stored.authentication?.scheme).toBe('Bearer');
    expect(JSON.parse(stored.authentication!.credentialsSealed)).toEqual({
      plaintext: 'cred-9f',
      context: { purpose: 'a2a-push-credentials', task_id: 'task-1' },
    });
    await expect(
      registerPushConfig(
        push,
        { taskId: 'task-1', url: 'https://hooks.example.com/b', authentication: { scheme: 'Basic', credentials: 'dTpw' } },
        NOW,
      ),
    ).rejects.toThrow('Unsupported push notification authentication scheme: Basic (supported: Bearer)');
    await expect(
      registerPushConfig(push, { taskId: 'task-1', url: 'https://hooks.example.com/b', authentication: { scheme: 'Bearer', credentials: '' } }, NOW),
    ).rejects.toThrow('authentication.credentials is required');
    expect(push.stored.size).toBe(1);
  });

  it('refuses a URL the callback rules refuse, storing nothing', async () => {
    const push = new FakeA2aPush();
    push.refusedUrls.add('https://10.0.0.1/x');
    await expect(registerPushConfig(push, { taskId: 'task-1', url: 'https://10.0.0.1/x' }, NOW)).rejects.toThrow(
      'callback_url must not point to a private, loopback or link-local address',
    );
    expect(push.stored.size).toBe(0);
  });

  it('refuses an id, URL, token or credentials beyond what a config may hold, and finds or deletes nothing by an id no config can have', async () => {
    const push = new FakeA2aPush();
    const url = 'https://hooks.example.com/a';
    const refused: [Parameters<typeof registerPushConfig>[1], string][] = [
      [{ taskId: 'task-1', configId: 'x'.repeat(129), url }, 'Invalid push notification config: id must be 1 to 128 letters, digits or . _ : -'],
      [{ taskId: 'task-1', configId: 'a/b', url }, 'Invalid push notification config: id must be 1 to 128 letters, digits or . _ : -'],
      [{ taskId: 'task-1', url: `${url}/${'x'.repeat(2048)}` }, 'Invalid push notification config: url must be at most 2048 characters'],
      [{ taskId: 'task-1', url, token: 't'.repeat(513) }, 'Invalid push notification config: token must be at most 512 characters'],
      [
        { taskId: 'task-1', url, authentication: { scheme: 'Bearer', credentials: 'c'.repeat(2049) } },
        'Invalid push notification config: authentication.credentials must be at most 2048 characters',
      ],
    ];
    for (const [request, message] of refused) await expect(registerPushConfig(push, request, NOW)).rejects.toThrow(message);
    expect(push.stored.size).toBe(0);
    await expect(findPushConfig(push, 'task-1', 'x'.repeat(2000))).resolves.toBeUndefined();
    await expect(deletePushConfig(push, 'task-1', 'x'.repeat(2000))).resolves.toBeUndefined();
  });
});

describe('A2A push delivery', () => {
  it('sends a status change as an A2A statusUpdate with each config’s token, and nothing to a task without configs', async () => {
    const push = new FakeA2aPush();
    expect(await deliverA2aPushes(push, change, 1, NOW)).toEqual({ kind: 'done' });
    await registerPushConfig(push, { taskId: 'task-1', configId: 'a', url: 'https://hooks.example.com/a', token: 'tok-a' }, NOW);
    await registerPushConfig(push, { taskId: 'task-1', configId: 'b', url: 'https://hooks.example.com/b' }, NOW);
    expect(await deliverA2aPushes(push, change, 1, NOW)).toEqual({ kind: 'done' });
    expect(push.sent.map((sent) => [sent.url, sent.headers['x-a2a-notification-token']])).toEqual([
      ['https://hooks.example.com/a', 'tok-a'],
      ['https://hooks.example.com/b', undefined],
    ]);
    expect(JSON.parse(push.sent[0]!.body)).toMatchObject({
      statusUpdate: { taskId: 'task-1', contextId: 'task-1', status: { state: 'TASK_STATE_CANCELED' }, metadata: { handoff_status: 'CANCELLED' } },
    });
    expect(push.sent[0]!.headers['content-type']).toBe('application/a2a+json');
  });

  it('sends a config’s Bearer credentials as its Authorization header, and none to a config without authentication', async () => {
    const push = new FakeA2aPush();
    await registerPushConfig(
      push,
      { taskId: 'task-1', configId: 'a', url: 'https://hooks.example.com/a', authentication: { scheme: 'Bearer', credentials: 'cred-9f' } },
      NOW,
    );
    await registerPushConfig(push, { taskId: 'task-1', configId: 'b', url: 'https://hooks.example.com/b' }, NOW);
    expect(await deliverA2aPushes(push, change, 1, NOW)).toEqual({ kind: 'done' });
    expect(push.sent.map((sent) => sent.headers.authorization)).toEqual(['Bearer cred-9f', undefined]);
  });

  it('retries only the configs that did not answer 2xx, and settles them as failed at the last attempt', async () => {
    const push = new FakeA2aPush();
    await registerPushConfig(push, { taskId: 'task-1', configId: 'ok', url: 'https://hooks.example.com/ok' }, NOW);
    await registerPushConfig(push, { taskId: 'task-1', configId: 'down', url: 'https://hooks.example.com/down' }, NOW);
    push.answer = (url) => (url.endsWith('/down') ? { ok: false, statusCode: 503, error: 'HTTP 503' } : { ok: true, statusCode: 200 });
    const first = await deliverA2aPushes(push, change, 1, NOW);
    expect(first).toMatchObject({ kind: 'retry', error: 'HTTP 503' });
    expect(await deliverA2aPushes(push, change, 2, NOW)).toMatchObject({ kind: 'retry' });
    expect(await deliverA2aPushes(push, change, 3, NOW)).toEqual({ kind: 'failed', error: 'HTTP 503' });
    expect(push.sent.map((sent) => sent.url)).toEqual([
      'https://hooks.example.com/ok',
      'https://hooks.example.com/down',
      'https://hooks.example.com/down',
      'https://hooks.example.com/down',
    ]);
    expect([...push.settled.values()]).toEqual(['DELIVERED', 'FAILED']);
    expect(await deliverA2aPushes(push, change, 4, NOW)).toEqual({ kind: 'done' });
  });
});
