import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { createHandoffClient, type HandoffClientOptions, HandoffError, HandoffTimeoutError } from '../../../sdk/src/client';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

/** A fetch that answers from a script, one answer (or thrown error) per request, and keeps every request it saw. */
const scriptedFetch = (answers: (Response | Error | (() => Response))[]) => {
  const requests: { request: Request; body: string; at: number }[] = [];
  const fetch = async (request: Request) => {
    requests.push({ request, body: await request.text(), at: Date.now() });
    const answer = answers.shift();
    if (answer === undefined) throw new Error('the script ran out of answers');
    if (answer instanceof Error) throw answer;
    return typeof answer === 'function' ? answer() : answer;
  };
  return { fetch, requests };
};

const client = (fetch: (request: Request) => Promise<Response>, options: HandoffClientOptions = {}) =>
  createHandoffClient({ apiKey: 'hk_live_test', baseUrl: 'http://api.test/', fetch, retryBaseDelayMs: 5, ...options });

const BALANCE = { deposit_balance: 12.5, escrow_balance: 0, currency: 'USD' };
const TASK_INPUT = { title: 'Is the store open?', description: 'Walk by 12 Main St.', reward_usd: 5, proof_requirements: ['photo of the door'] };
const CREATED = { task_id: 'task_1', status: 'PENDING' };

const failure = async (promise: Promise<unknown>): Promise<HandoffError> => {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(HandoffError);
  return error as HandoffError;
};

describe('HandoffClient requests', () => {
  it('sends the API key to the base URL (trailing slash or not) and resolves to the body', async () => {
    const { fetch, requests } = scriptedFetch([json(200, BALANCE)]);
    expect(await client(fetch).balance()).toEqual(BALANCE);
    expect(requests[0]!.request.url).toBe('http://api.test/api/v1/agents/balance');
    expect(requests[0]!.request.headers.get('x-api-key')).toBe('hk_live_test');
  });

  it("throws a HandoffError with the API's status and error message", async () => {
    const { fetch } = scriptedFetch([json(404, { error: 'Task not found' })]);
    const error = await failure(client(fetch).getTask('task_nope'));
    expect({ status: error.status, message: error.message, retryAfter: error.retryAfter }).toEqual({
      status: 404,
      message: 'Task not found',
      retryAfter: undefined,
    });
  });
});

describe('HandoffClient retries', () => {
  it('waits out Retry-After after a 429, then succeeds', async () => {
    const { fetch, requests } = scriptedFetch([json(429, { error: 'Rate limit exceeded' }, { 'retry-after': '1' }), json(200, BALANCE)]);
    expect(await client(fetch).balance()).toEqual(BALANCE);
    expect(requests).toHaveLength(2);
    expect(requests[1]!.at - requests[0]!.at).toBeGreaterThanOrEqual(990);
  });

  it('retries a 500 and a network error', async () => {
    const { fetch, requests } = scriptedFetch([json(500, { error: 'Internal server error' }), new TypeError('fetch failed'), json(200, BALANCE)]);
    expect(await client(fetch).balance()).toEqual(BALANCE);
    expect(requests).toHaveLength(3);
  });

  it('never retries another 4xx', async () => {
    for (const status of [400, 401, 402, 404, 409, 422]) {
      const { fetch, requests } = scriptedFetch([json(status, { error: `refused ${status}` }), json(200, BALANCE)]);
      expect((await failure(client(fetch).balance())).status).toBe(status);
      expect(requests).toHaveLength(1);
    }
  });

  it('gives up after maxRetries with the last answer as the error', async () => {
    const { fetch, requests } = scriptedFetch([
      json(503, { error: 'busy' }),
      json(502, { message: 'Bad Gateway' }),
      json(500, { error: 'Internal server error' }),
    ]);
    const error = await failure(client(fetch, { maxRetries: 2 }).balance());
    expect({ status: error.status, message: error.message }).toEqual({ status: 500, message: 'Internal server error' });
    expect(requests).toHaveLength(3);
  });

  it('does not wait a Retry-After longer than retryMaxDelayMs: it throws at once with retryAfter', async () => {
    const { fetch, requests } = scriptedFetch([json(429, { error: 'Rate limit exceeded' }, { 'retry-after': '120' })]);
    const error = await failure(client(fetch, { retryMaxDelayMs: 10_000 }).balance());
    expect({ status: error.status, retryAfter: error.retryAfter }).toEqual({ status: 429, retryAfter: 120 });
    expect(requests).toHaveLength(1);
  });

  it('rethrows the network error once the retries are spent', async () => {
    const { fetch, requests } = scriptedFetch([new TypeError('fetch failed'), new TypeError('fetch failed')]);
    await expect(client(fetch, { maxRetries: 1 }).balance()).rejects.toThrow('fetch failed');
    expect(requests).toHaveLength(2);
  });
});

describe('HandoffClient idempotency', () => {
  it('sends one generated Idempotency-Key with every retry of a task creation, and the same body', async () => {
    const { fetch, requests } = scriptedFetch([new TypeError('socket hang up'), json(500, { error: 'Internal server error' }), json(201, CREATED)]);
    expect(await client(fetch).createTask(TASK_INPUT)).toEqual(CREATED);
    const keys = requests.map(({ request }) => request.headers.get('idempotency-key'));
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(keys)).toEqual(new Set([keys[0]]));
    expect(requests.map(({ body }) => JSON.parse(body))).toEqual([TASK_INPUT, TASK_INPUT, TASK_INPUT]);
  });

  it('generates a new key for each new task, and uses the caller’s key when given', async () => {
    const { fetch, requests } = scriptedFetch([json(201, CREATED), json(201, CREATED), json(201, CREATED)]);
    const sdk = client(fetch);
    await sdk.createTask(TASK_INPUT);
    await sdk.createTask(TASK_INPUT);
    await sdk.createTask(TASK_INPUT, { idempotencyKey: 'order-42' });
    const keys = requests.map(({ request }) => request.headers.get('idempotency-key'));
    expect(keys[0]).not.toBe(keys[1]);
    expect(keys[2]).toBe('order-42');
  });

  it('retries the 409 of a first attempt still in flight (same key) and gets its replay', async () => {
    const { fetch, requests } = scriptedFetch([
      new TypeError('socket hang up'),
      json(409, { error: 'A request with this Idempotency-Key is still in progress' }),
      json(201, CREATED, { 'idempotent-replayed': 'true' }),
    ]);
    expect(await client(fetch).createTask(TASK_INPUT)).toEqual(CREATED);
    expect(requests).toHaveLength(3);
  });
});

describe('HandoffClient.waitForTask', () => {
  const task = (status: string, sandbox = true) => json(200, { task_id: 'task_1', status, sandbox });

  it('polls until a resting status and reports each change once', async () => {
    const { fetch, requests } = scriptedFetch([task('PENDING'), task('PENDING'), task('ESTIMATE_PENDING'), task('SUBMITTED'), task('COMPLETED')]);
    const seen: string[] = [];
    const done = await client(fetch).waitForTask('task_1', { pollMs: 5, onStatus: (t, previous) => seen.push(`${previous ?? '-'}>${t.status}`) });
    expect(done.status).toBe('COMPLETED');
    expect(seen).toEqual(['->PENDING', 'PENDING>ESTIMATE_PENDING', 'ESTIMATE_PENDING>SUBMITTED', 'SUBMITTED>COMPLETED']);
    expect(requests).toHaveLength(5);
  });

  it('stops at ESTIMATE_PENDING by default for a real task (the agent must approve), and at the given statuses', async () => {
    const real = scriptedFetch([task('PENDING', false), task('ESTIMATE_PENDING', false)]);
    expect((await client(real.fetch).waitForTask('task_1', { pollMs: 5 })).status).toBe('ESTIMATE_PENDING');
    const chosen = scriptedFetch([task('PENDING'), task('ACCEPTED')]);
    expect((await client(chosen.fetch).waitForTask('task_1', { pollMs: 5, until: ['ACCEPTED'] })).status).toBe('ACCEPTED');
  });

  it('throws a HandoffTimeoutError with the last task seen when time runs out', async () => {
    const { fetch } = scriptedFetch(Array.from({ length: 50 }, () => () => task('PENDING').clone()));
    const error = await client(fetch)
      .waitForTask('task_1', { pollMs: 10, timeoutMs: 100 })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HandoffTimeoutError);
    expect((error as HandoffTimeoutError).task.status).toBe('PENDING');
    expect((error as HandoffTimeoutError).message).toMatch(/task_1 is still PENDING after 100 ms/);
  });
});

describe('HandoffClient x402', () => {
  const wallet = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');
  const required = {
    x402Version: 2,
    resource: { url: 'http://api.test/api/v1/tasks' },
    accepts: [
      {
        scheme: 'exact',
        network: 'eip155:8453',
        asset: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
        amount: '5500000',
        payTo: '0x000000000000000000000000000000000000dEaD',
        maxTimeoutSeconds: 300,
        extra: { name: 'USD Coin', version: '2' },
      },
    ],
  };
  const paymentRequired = json(402, { error: 'Insufficient balance' }, { 'payment-required': btoa(JSON.stringify(required)) });
  const settling = () => json(503, { error: 'Payment settled in 0xabc, waiting for confirmations (1 of 2)' }, { 'retry-after': '0' });

  it('pays a 402 once and sends that same payment again while its settlement waits for confirmations, never signing a second', async () => {
    const { fetch, requests } = scriptedFetch([paymentRequired, settling, settling, json(201, CREATED)]);
    expect(await client(fetch, { wallet }).createTask(TASK_INPUT)).toEqual(CREATED);
    const payments = requests.map(({ request }) => request.headers.get('payment-signature'));
    expect(payments[0]).toBeNull();
    expect(payments.slice(1)).toEqual([payments[1], payments[1], payments[1]]);
    expect(payments[1]).toEqual(expect.any(String));
  });

  it('answers the 503 to the caller when the confirmations outlast the retries, having paid once', async () => {
    const { fetch, requests } = scriptedFetch([paymentRequired, settling, settling]);
    const error = await failure(client(fetch, { wallet, maxRetries: 1 }).createTask(TASK_INPUT));
    expect(error.status).toBe(503);
    expect(new Set(requests.slice(1).map(({ request }) => request.headers.get('payment-signature'))).size).toBe(1);
  });
});
