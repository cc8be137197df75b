import { randomBytes, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import sharp from 'sharp';
import { TIER_LIMITS } from '../functions/contexts/accounts/agents/domain/tiers';
import { entries } from '../functions/contexts/money/ledger/domain/ledger';
import { toCents } from '../functions/platform/kernel/money';

/**
 * The simulated agents and operators: a task's whole life over HTTP, as clients drive it,
 * with every request timed. Store modules are imported lazily: they read the table's
 * settings from the environment, which the local stack sets when it starts.
 */

export const TASK = {
  title: 'Is the corner store open?',
  description: 'Walk by 12 Main St and check whether the store is open.',
  reward_usd: 10,
  proof_requirements: ['photo of the storefront'],
  task_type: 'VERIFICATION',
};
/** A photo per proof requirement and notes: the rules Guardian verifies it at once. */
const NOTES = 'Open, lights on, staff inside.';

/** A real 640x480 JPEG with a random pattern, so no two tasks' photos look alike to the duplicate check. */
const uniqueJpeg = async (): Promise<Buffer> =>
  sharp(randomBytes(16 * 12 * 3), { raw: { width: 16, height: 12, channels: 3 } })
    .resize(640, 480, { kernel: 'nearest' })
    .jpeg()
    .toBuffer();

/** Where the device was when it took the photo: a task with a place needs it for the Guardian's evidence checks. */
export interface Position {
  lat: number;
  lng: number;
}

/** Asks for an upload form (a timed API call), then POSTs the photo to storage as the operator app does; answers its id. */
const uploadProofPhoto = async (client: Client, id: string, operator: Operator, at?: Position) => {
  const bytes = await uniqueJpeg();
  const capture = at ? { capture: { captured_at: new Date().toISOString(), lat: at.lat, lng: at.lng } } : {};
  const grant = await client.call('POST /api/v1/operator/tasks/{id}/photos', {
    id,
    as: operator,
    body: { content_type: 'image/jpeg', size_bytes: bytes.length, ...capture },
    expected: 201,
  });
  const form = new FormData();
  for (const [name, value] of Object.entries<string>(grant.body.upload.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }));
  const stored = await fetch(grant.body.upload.url, { method: 'POST', body: form });
  if (!stored.ok) throw new Error(`photo upload: ${stored.status} ${await stored.text()}`);
  return { photoId: grant.body.photo_id as string, timing: grant.timing };
};
const REWARD_CENTS = toCents(TASK.reward_usd)!;
/** Enough for the reward and any fee (PLATFORM_FEE_RATE is at most 1). */
const DEPOSIT_CENTS_PER_TASK = 2 * REWARD_CENTS;

/** One timed request of a lifecycle, labelled by its route key. */
export interface Timing {
  endpoint: string;
  ms: number;
}

export interface Agent {
  apiKey: string;
}
export interface Operator {
  token: string;
}

type Caller = { apiKey: string } | { token: string };

export class Client {
  /** `callbackUrl`: where every task's status changes are sent, as most agents ask. */
  constructor(
    private readonly baseUrl: string,
    readonly callbackUrl?: string,
  ) {}

  /** Calls a route (`POST /api/v1/tasks/{id}/start`) and fails on any status but `expected`. */
  async call(routeKey: string, options: { id?: string; as?: Caller; body?: unknown; query?: string; expected?: number } = {}) {
    const [method, template] = routeKey.split(' ') as [string, string];
    const headers: Record<string, string> = {};
    if (options.as && 'apiKey' in options.as) headers['x-api-key'] = options.as.apiKey;
    if (options.as && 'token' in options.as) headers.authorization = `Bearer ${options.as.token}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const path = template.replace('{id}', encodeURIComponent(options.id ?? ''));
    const started = performance.now();
    const response = await fetch(`${this.baseUrl}${path}${options.query ?? ''}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await response.text();
    const ms = performance.now() - started;
    if (response.status !== (options.expected ?? 200)) throw new Error(`${routeKey}: ${response.status} ${text}`);
    return { body: text ? JSON.parse(text) : undefined, timing: { endpoint: routeKey, ms } };
  }
}

/** Tasks one agent can post in a day within its tier's limits (VERIFIED, as an email-verified agent is). */
const TASKS_PER_AGENT = Math.min(TIER_LIMITS.VERIFIED.maxDailyTasks, Math.floor(TIER_LIMITS.VERIFIED.maxDailySpend / REWARD_CENTS));

/** A VERIFIED agent with a deposit for `tasks` tasks, credited through the ledger as a confirmed deposit is. */
const newAgent = async (client: Client, tasks: number): Promise<Agent> => {
  const email = `bench-agent-${randomUUID()}@example.com`;
  const { body } = await client.call('POST /api/v1/agents/register', { body: { name: 'Bench Agent', email, company: 'Bench' }, expected: 201 });
  const mail = await client.call('GET /dev/emails', { query: `?to=${encodeURIComponent(email)}` });
  await client.call('POST /api/v1/agents/verify-email', { body: { token: mail.body.data.at(-1).verification_token } });
  const { transactWrite } = await import('../functions/platform/table/transactions');
  const { entryItems } = await import('../functions/contexts/money/ledger/store/ledger-store');
  await transactWrite(entryItems(entries.deposit(body.agent_id, DEPOSIT_CENTS_PER_TASK * tasks, `bench-${randomUUID()}`), new Date().toISOString()));
  return { apiKey: body.api_key };
};

/** A registered operator (KYC approved at once in development) with a token from the local issuer. */
export const newOperator = async (client: Client): Promise<Operator> => {
  const email = `bench-operator-${randomUUID()}@example.com`;
  await client.call('POST /api/v1/operator/register', { body: { name: 'Bench Operator', email, skills: ['photo'] }, expected: 201 });
  const { body } = await client.call('POST /dev/operator-token', { body: { email } });
  return { token: body.token };
};

/** Waits (reading the table directly, as no client would need to with callbacks) until the task is COMPLETED. */
const completion = async (taskId: string, timeoutMs: number): Promise<void> => {
  const { getTask } = await import('../functions/contexts/work/tasks/store/tasks-store');
  const until = Date.now() + timeoutMs;
  for (;;) {
    const status = (await getTask(taskId))?.status;
    if (status === 'COMPLETED') return;
    if (Date.now() > until) throw new Error(`task ${taskId} stayed ${status}, never COMPLETED`);
    await sleep(100);
  }
};

/** A simulated pair: one operator, and as many agents as `tasks` need within the tier's daily limits. */
export interface Worker {
  operator: Operator;
  /** The agent that posts the worker's `i`-th task. */
  agentFor(i: number): Agent;
}

export const newWorker = async (client: Client, tasks: number): Promise<Worker> => {
  const operator = await newOperator(client);
  const agents = await Promise.all(
    Array.from({ length: Math.ceil(tasks / TASKS_PER_AGENT) }, (_, i) => newAgent(client, Math.min(TASKS_PER_AGENT, tasks - i * TASKS_PER_AGENT))),
  );
  return { operator, agentFor: (i) => agents[Math.floor(i / TASKS_PER_AGENT)]! };
};

export interface Lifecycle {
  timings: Timing[];
  /** From the proof's submission to COMPLETED: the Guardian's review and the finalization. */
  completionMs: number;
}

/**
 * accept -> approve -> start -> photo upload (taken `at` the task's place, for a task that has one) ->
 * submit (with `result`, for a task that asks for one)
 * -> (Guardian verifies, finalization) COMPLETED, of a task `agent` created.
 */
export const workTask = async (
  client: Client,
  parties: { agent: Agent; operator: Operator },
  id: string,
  options: { result?: Record<string, unknown>; at?: Position; timeoutMs?: number } = {},
): Promise<Lifecycle> => {
  const { agent, operator } = parties;
  const steps = [
    (await client.call('POST /api/v1/operator/tasks/{id}/accept', { id, as: operator, body: { estimate_minutes: 45 } })).timing,
    (await client.call('POST /api/v1/tasks/{id}/estimate/approve', { id, as: agent })).timing,
    (await client.call('POST /api/v1/operator/tasks/{id}/start', { id, as: operator })).timing,
  ];
  const photo = await uploadProofPhoto(client, id, operator, options.at);
  steps.push(photo.timing);
  const proof = { photos: [photo.photoId], notes: NOTES, ...(options.result ? { result: options.result } : {}) };
  steps.push((await client.call('POST /api/v1/operator/tasks/{id}/submit', { id, as: operator, body: proof })).timing);
  const submitted = performance.now();
  await completion(id, options.timeoutMs ?? 60_000);
  return { timings: steps, completionMs: performance.now() - submitted };
};

/** The task as the bench's agents post it, with the callback every task carries when the client has one. */
export const taskBody = (client: Client, task: Record<string, unknown> = TASK) =>
  client.callbackUrl ? { ...task, callback_url: client.callbackUrl, callback_secret: 'bench-callback-secret' } : task;

/** create -> accept -> approve -> start -> photo upload -> submit -> (Guardian verifies, finalization) COMPLETED. */
export const runLifecycle = async (client: Client, worker: Worker, i: number): Promise<Lifecycle> => {
  const agent = worker.agentFor(i);
  const created = await client.call('POST /api/v1/tasks', { as: agent, body: taskBody(client), expected: 201 });
  const worked = await workTask(client, { agent, operator: worker.operator }, created.body.task_id);
  return { ...worked, timings: [created.timing, ...worked.timings] };
};
