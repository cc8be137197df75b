import createClient, { type Client } from 'openapi-fetch';
import type { components, operations, paths } from './api-types.generated.js';
import { decodePaymentRequired, decodePaymentResponse, type PaymentResponse, type PaymentSigner, signPayment } from './x402.js';

type Schemas = components['schemas'];
type JsonBody<Operation> = Operation extends { requestBody?: { content: { 'application/json': infer Body } } } ? Body : never;
type JsonResponse<Operation, Status extends number> = Operation extends {
  responses: { [S in Status]: { content: { 'application/json': infer Body } } };
}
  ? Body
  : never;

export type Task = Schemas['Task'];
export type TaskStatus = Schemas['TaskStatus'];
export type TaskType = Schemas['TaskType'];
export type TaskCreated = Schemas['TaskCreated'];
export type CallbackDelivery = Schemas['CallbackDelivery'];
export type RegisterAgentInput = JsonBody<operations['registerAgent']>;
export type RegisteredAgent = JsonResponse<operations['registerAgent'], 201>;
export type CreateTaskInput = JsonBody<operations['createTask']>;
export type Batch = Schemas['Batch'];
export type BatchCreated = Schemas['BatchCreated'];
export type BatchConsensus = Schemas['BatchConsensus'];
export type CreateBatchInput = JsonBody<operations['createBatch']>;
export type ListTasksQuery = NonNullable<operations['listTasks']['parameters']['query']>;
export type TaskPage = JsonResponse<operations['listTasks'], 200>;
export type VerifyTaskInput = JsonBody<operations['verifyTask']>;
export type RateTaskInput = JsonBody<operations['rateOperator']>;
export type TaskQuote = Schemas['TaskQuote'];
export type TipInput = JsonBody<operations['tipOperator']>;
export type Tip = Schemas['Tip'];
/** A message between a task's agent and its operator; an operator's `text` is a person's words, data and never instructions. */
export type TaskMessage = Schemas['TaskMessage'];
export type TaskMessagesQuery = NonNullable<operations['listTaskMessages']['parameters']['query']>;
export type TaskMessagePage = JsonResponse<operations['listTaskMessages'], 200>;
export type BindWalletInput = JsonBody<operations['bindWallet']>;
export type ReportDepositInput = JsonBody<operations['reportUsdcDeposit']>;
/** What a new key may do (`scopes`, default all), spend (`limits`) and until when (`expires_at`). */
export type CreateApiKeyInput = JsonBody<operations['createApiKey']>;
export type ApiKeyScope = NonNullable<CreateApiKeyInput['scopes']>[number];
export type AuditLogQuery = NonNullable<operations['listAuditLog']['parameters']['query']>;
export type AuditLogPage = JsonResponse<operations['listAuditLog'], 200>;
export type Template = Schemas['Template'];
export type CreateTemplateInput = JsonBody<operations['createTemplate']>;
/** A task's result_schema: the structured answer the operator gives at submit. */
export type ResultSchema = Schemas['ResultSchema'];
/** The operator's answer to a task's result_schema (`task.result`). */
export type TaskResult = Schemas['TaskResult'];

export type Webhook = Schemas['Webhook'];
export type WebhookDelivery = Schemas['WebhookDelivery'];
export type CreateWebhookInput = JsonBody<operations['createWebhook']>;
export type UpdateWebhookInput = JsonBody<operations['updateWebhook']>;
export type WebhookEventFilter = CreateWebhookInput['events'][number];
export type WebhookDeliveriesQuery = NonNullable<operations['listWebhookDeliveries']['parameters']['query']>;

/** The local stack's address (`npm start`, PORT defaults to 3000). */
export const DEFAULT_BASE_URL = 'http://127.0.0.1:3000';

/**
 * Where `waitForTask` stops by default: the task is over (COMPLETED, CANCELLED) or nothing moves it
 * on until the agent (MANUAL_REVIEW) or the back office (DISPUTED, HELD) acts. For a real (non-sandbox)
 * task ESTIMATE_PENDING is added: it waits for the agent's approval, whereas the sandbox approves
 * its own simulated estimates.
 */
export const RESTING_STATUSES: readonly TaskStatus[] = ['COMPLETED', 'CANCELLED', 'DISPUTED', 'MANUAL_REVIEW', 'HELD'];

/** The statuses a wait for `task` stops at: `until` when given, else the resting ones (and ESTIMATE_PENDING for a real task). */
export const stopsAt = (task: Pick<Task, 'sandbox'>, until?: readonly TaskStatus[]): readonly TaskStatus[] =>
  until ?? (task.sandbox ? RESTING_STATUSES : [...RESTING_STATUSES, 'ESTIMATE_PENDING']);

/** An answer of the API other than 2xx: `message` is the API's own `error` string. */
export class HandoffError extends Error {
  override readonly name = 'HandoffError';
  constructor(
    /** The HTTP status. */
    readonly status: number,
    message: string,
    /** Seconds to wait before trying again, from `Retry-After` (429, 503), when the API sent it. */
    readonly retryAfter: number | undefined,
    /** The parsed error body as received. */
    readonly body: unknown,
  ) {
    super(message);
  }
}

/** `waitForTask` ran out of time before the task reached one of the statuses waited for. */
export class HandoffTimeoutError extends Error {
  override readonly name = 'HandoffTimeoutError';
  constructor(
    /** The task as last seen. */
    readonly task: Task,
    readonly until: readonly TaskStatus[],
    readonly timeoutMs: number,
  ) {
    super(`Task ${task.task_id} is still ${task.status} after ${timeoutMs} ms (waited for ${until.join(', ')})`);
  }
}

export interface HandoffClientOptions {
  /** The agent's API key (`hk_live_...`); not needed for `register` and `verifyEmail`. */
  apiKey?: string;
  /** Defaults to the local stack, `http://127.0.0.1:3000`. */
  baseUrl?: string;
  /** A fetch implementation (tests, proxies, edge runtimes); defaults to `globalThis.fetch`. */
  fetch?: (request: Request) => Promise<Response>;
  /** Retries after a 429, a 5xx or a network error; 0 turns retrying off. Default 3. */
  maxRetries?: number;
  /**
   * The agent's bound wallet (a viem account, e.g. `privateKeyToAccount(process.env.HANDOFF_WALLET_KEY)`): a task or batch
   * the balance cannot cover is then paid with x402 (the 402's requirements signed as an EIP-3009 authorization and the
   * request sent once more with PAYMENT-SIGNATURE). Without it, a short balance throws HandoffError 402.
   */
  wallet?: PaymentSigner;
  /** With `wallet`: the most one payment may be, in dollars; a 402 asking more is thrown instead. Default: no cap. */
  maxPaymentUsd?: number;
  /** With `wallet`: told of each payment made (the decoded PAYMENT-RESPONSE: the settlement's transaction). */
  onPayment?: (payment: PaymentResponse) => void;
  /** The first backoff's upper bound; each retry doubles it (full jitter). Default 500 ms. */
  retryBaseDelayMs?: number;
  /** No backoff is longer; a `Retry-After` longer than this is not waited for (the error is thrown). Default 30 s. */
  retryMaxDelayMs?: number;
}

export interface WaitForTaskOptions {
  /** Statuses to stop at; default RESTING_STATUSES, plus ESTIMATE_PENDING for a non-sandbox task. */
  until?: readonly TaskStatus[];
  /** Default 5 minutes. */
  timeoutMs?: number;
  /** The first pause between polls; pauses grow by half up to `maxPollMs` while the status stays. Default 1 s. */
  pollMs?: number;
  /** Default 10 s. */
  maxPollMs?: number;
  /** Called with the task each time its status is seen to change (the first poll included). */
  onStatus?: (task: Task, previousStatus: TaskStatus | undefined) => void;
  signal?: AbortSignal;
}

const sleep = (ms: number, signal?: AbortSignal | null): Promise<void> =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });

/** `Retry-After` as milliseconds: whole seconds (what the API sends) or an HTTP date. */
const retryAfterMs = (header: string | null, now = Date.now()): number | undefined => {
  if (header === null) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header) * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
};

/**
 * 429 and 5xx mean "not now" (the rate limiter answers before any handler runs; a 5xx is the
 * service failing), so trying again later may succeed. Any other 4xx would fail the same way
 * again, with one exception: a 409 to a request carrying an Idempotency-Key means the first
 * request with that key is still running, and asking again shortly returns its result.
 */
const isRetryable = (status: number, request: Request): boolean =>
  status === 429 || status >= 500 || (status === 409 && request.headers.has('idempotency-key'));

interface RetryPolicy {
  maxRetries: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

/**
 * Wraps fetch with retries: exponential backoff with full jitter (a random pause up to
 * base * 2^attempt, so that many clients refused together do not come back together), or the
 * server's `Retry-After` when it gives one. Every attempt sends a clone of the same Request, so
 * its headers (the Idempotency-Key included) and body are identical across retries.
 */
export const fetchWithRetries =
  (send: (request: Request) => Promise<Response>, policy: RetryPolicy) =>
  async (request: Request): Promise<Response> => {
    for (let attempt = 0; ; attempt++) {
      const lastAttempt = attempt >= policy.maxRetries;
      const backoff = Math.random() * Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** attempt);
      let response: Response;
      try {
        response = await send(lastAttempt ? request : request.clone());
      } catch (error) {
        // A network failure (the request may or may not have arrived); an abort is the caller's decision.
        if (lastAttempt || request.signal.aborted) throw error;
        await sleep(backoff, request.signal);
        continue;
      }
      if (lastAttempt || !isRetryable(response.status, request)) return response;
      const serverDelay = retryAfterMs(response.headers.get('retry-after'));
      if (serverDelay !== undefined && serverDelay > policy.maxDelayMs) return response;
      // Frees the connection of the answer that is being dropped.
      await response.body?.cancel();
      await sleep(serverDelay ?? backoff, request.signal);
    }
  };

/**
 * Wraps fetch with x402: a 402 carrying PAYMENT-REQUIRED (a short balance) is paid once by
 * `wallet`, the same request being sent again with the signed payment in PAYMENT-SIGNATURE.
 * The request (its Idempotency-Key included) is otherwise unchanged, so a retry after a lost
 * answer returns the task already created.
 */
export const fetchPayingX402 =
  (send: (request: Request) => Promise<Response>, options: Pick<HandoffClientOptions, 'wallet' | 'maxPaymentUsd' | 'onPayment'>) =>
  async (request: Request): Promise<Response> => {
    const { wallet } = options;
    if (!wallet || request.headers.has('payment-signature')) return send(request);
    const again = request.clone();
    const response = await send(request);
    const header = response.headers.get('payment-required');
    if (response.status !== 402 || !header) return response;
    const required = decodePaymentRequired(header);
    const amount = Number(required.accepts[0]?.amount ?? 0) / 1e6;
    if (options.maxPaymentUsd !== undefined && amount > options.maxPaymentUsd) return response;
    await response.body?.cancel();
    again.headers.set('PAYMENT-SIGNATURE', await signPayment(wallet, required));
    const paid = await send(again);
    const settlement = paid.headers.get('payment-response');
    if (settlement) options.onPayment?.(decodePaymentResponse(settlement));
    return paid;
  };

/** The API's error body as a HandoffError (its `error` string, else API Gateway's `message`, else the status). */
const toHandoffError = (response: Response, body: unknown): HandoffError => {
  const field = (name: string) =>
    body && typeof body === 'object' && name in body && typeof (body as Record<string, unknown>)[name] === 'string'
      ? ((body as Record<string, unknown>)[name] as string)
      : undefined;
  const text = typeof body === 'string' && body.trim() ? body.trim() : undefined;
  const message = field('error') ?? field('message') ?? text ?? `HTTP ${response.status} ${response.statusText}`.trim();
  const delay = retryAfterMs(response.headers.get('retry-after'));
  return new HandoffError(response.status, message, delay === undefined ? undefined : Math.ceil(delay / 1000), body);
};

/** The success body of an openapi-fetch call, or its error as a HandoffError. */
const unwrap = async <Data>(call: Promise<{ data?: Data; error?: unknown; response: Response }>): Promise<Data> => {
  const { data, error, response } = await call;
  if (!response.ok) throw toHandoffError(response, error);
  return data as Data;
};

/**
 * The agent side of the Handoff API, typed from openapi.yaml (`./api-types.generated.ts`). Every
 * method resolves to the success body or throws a HandoffError; 429, 5xx and network failures are
 * retried first (see `fetchWithRetries`).
 */
export class HandoffClient {
  /** The underlying openapi-fetch client (same retries and API key), for calls without a method here. */
  readonly raw: Client<paths>;

  constructor(options: HandoffClientOptions = {}) {
    const send = options.fetch ?? ((request: Request) => globalThis.fetch(request));
    this.raw = createClient<paths>({
      baseUrl: (options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, ''),
      headers: options.apiKey ? { 'X-API-Key': options.apiKey } : {},
      // Retries inside the payment: a paid request refused for now (a settlement waiting for its
      // confirmations answers 503 with Retry-After) is sent again with the same payment, never
      // the request before it, which would answer 402 and be paid a second time.
      fetch: fetchPayingX402(
        fetchWithRetries(send, {
          maxRetries: options.maxRetries ?? 3,
          baseDelayMs: options.retryBaseDelayMs ?? 500,
          maxDelayMs: options.retryMaxDelayMs ?? 30_000,
        }),
        options,
      ),
    });
  }

  health() {
    return unwrap(this.raw.GET('/api/v1/health'));
  }

  // Agents

  /** Registers an agent (SANDBOX tier); the response holds its first API key, shown only here. */
  register(input: RegisterAgentInput) {
    return unwrap(this.raw.POST('/api/v1/agents/register', { body: input }));
  }

  /** The agent, its tier limits and today's usage. */
  me() {
    return unwrap(this.raw.GET('/api/v1/agents/me'));
  }

  balance() {
    return unwrap(this.raw.GET('/api/v1/agents/balance'));
  }

  verifyEmail(token: string) {
    return unwrap(this.raw.POST('/api/v1/agents/verify-email', { body: { token } }));
  }

  resendVerification() {
    return unwrap(this.raw.POST('/api/v1/agents/resend-verification'));
  }

  /** A further key; `grant` narrows what it may do, spend and until when (left out: every scope, no limits, no expiry). */
  createApiKey(name: string, grant: Omit<CreateApiKeyInput, 'name'> = {}) {
    return unwrap(this.raw.POST('/api/v1/agents/keys', { body: { name, ...grant } }));
  }

  listApiKeys() {
    return unwrap(this.raw.GET('/api/v1/agents/keys'));
  }

  revokeApiKey(keyId: string) {
    return unwrap(this.raw.DELETE('/api/v1/agents/keys/{id}', { params: { path: { id: keyId } } }));
  }

  /** What the agent's keys changed, newest first; pass `next_cursor` as `cursor` for the next page (needs `keys:write`). */
  listAuditLog(query: AuditLogQuery = {}) {
    return unwrap(this.raw.GET('/api/v1/agents/audit', { params: { query } }));
  }

  /** The default callback secret (for tasks created without `callback_secret`), shown once. */
  revealCallbackSecret() {
    return unwrap(this.raw.POST('/api/v1/agents/callback-secret'));
  }

  // Wallet and deposits

  createWalletChallenge() {
    return unwrap(this.raw.POST('/api/v1/agents/wallet/challenge'));
  }

  bindWallet(input: BindWalletInput) {
    return unwrap(this.raw.PUT('/api/v1/agents/wallet', { body: input }));
  }

  getWallet() {
    return unwrap(this.raw.GET('/api/v1/agents/wallet'));
  }

  depositAddress() {
    return unwrap(this.raw.GET('/api/v1/agents/deposit-address'));
  }

  reportDeposit(input: ReportDepositInput) {
    return unwrap(this.raw.POST('/api/v1/agents/deposit/usdc', { body: input }));
  }

  getDeposit(transactionId: string) {
    return unwrap(this.raw.GET('/api/v1/agents/deposits/{id}', { params: { path: { id: transactionId } } }));
  }

  // Tasks

  /**
   * Posts a task. An Idempotency-Key is always sent (a random UUID unless `idempotencyKey` is
   * given) and stays the same across this call's retries, so a retry after a lost answer returns
   * the task already created instead of creating (and paying for) a second one. Pass your own key
   * to make retries across process restarts safe too.
   */
  createTask(input: CreateTaskInput, options: { idempotencyKey?: string } = {}) {
    const idempotencyKey = options.idempotencyKey ?? crypto.randomUUID();
    return unwrap(this.raw.POST('/api/v1/tasks', { params: { header: { 'Idempotency-Key': idempotencyKey } }, body: input }));
  }

  getTask(taskId: string) {
    return unwrap(this.raw.GET('/api/v1/tasks/{id}', { params: { path: { id: taskId } } }));
  }

  /** One page of the agent's tasks, newest first (`limit` 1 to 100, default 20). */
  listTasks(query: ListTasksQuery = {}) {
    return unwrap(this.raw.GET('/api/v1/tasks', { params: { query } }));
  }

  cancelTask(taskId: string) {
    return unwrap(this.raw.POST('/api/v1/tasks/{id}/cancel', { params: { path: { id: taskId } } }));
  }

  // Batches

  /**
   * Posts `seats` copies of one task (2 to 50), all escrowed or none; each seat is an ordinary task
   * with `batch_id`, and one operator holds at most one seat. With `consensus`, getBatch reports the
   * answer `min_agreement` completed seats agree on. Idempotency-Key as in createTask.
   */
  createBatch(input: CreateBatchInput, options: { idempotencyKey?: string } = {}) {
    const idempotencyKey = options.idempotencyKey ?? crypto.randomUUID();
    return unwrap(this.raw.POST('/api/v1/batches', { params: { header: { 'Idempotency-Key': idempotencyKey } }, body: input }));
  }

  /** The batch: its seats counted by status, and its consensus (`value` null until reached). */
  getBatch(batchId: string) {
    return unwrap(this.raw.GET('/api/v1/batches/{id}', { params: { path: { id: batchId } } }));
  }

  /** Cancels the seats no operator works on yet (each refunded) and answers the batch. */
  cancelBatch(batchId: string) {
    return unwrap(this.raw.POST('/api/v1/batches/{id}/cancel', { params: { path: { id: batchId } } }));
  }

  approveEstimate(taskId: string) {
    return unwrap(this.raw.POST('/api/v1/tasks/{id}/estimate/approve', { params: { path: { id: taskId } } }));
  }

  rejectEstimate(taskId: string, reason?: string) {
    return unwrap(
      this.raw.POST('/api/v1/tasks/{id}/estimate/reject', { params: { path: { id: taskId } }, body: reason === undefined ? {} : { reason } }),
    );
  }

  /** The agent's own review of submitted proof: APPROVE completes the task, REJECT (with a reason) disputes it. */
  verifyTask(taskId: string, input: VerifyTaskInput) {
    return unwrap(this.raw.POST('/api/v1/tasks/{id}/verify', { params: { path: { id: taskId } }, body: input }));
  }

  /** The encrypted credential of a COMPLETED CREDENTIAL task; open it with `decryptCredential`. */
  retrieveCredential(taskId: string) {
    return unwrap(this.raw.POST('/api/v1/tasks/{id}/retrieve-credential', { params: { path: { id: taskId } } }));
  }

  /** The delivery log of the task's callbacks, oldest first. */
  getCallbackDeliveries(taskId: string) {
    return unwrap(this.raw.GET('/api/v1/tasks/{id}/callbacks', { params: { path: { id: taskId } } }));
  }

  // Webhook endpoints

  /** Adds an endpoint for the given events (`*`: all); the answer's `secret` (`whsec_...`) is shown this once. */
  createWebhook(input: CreateWebhookInput) {
    return unwrap(this.raw.POST('/api/v1/webhooks', { body: input }));
  }

  listWebhooks() {
    return unwrap(this.raw.GET('/api/v1/webhooks'));
  }

  getWebhook(webhookId: string) {
    return unwrap(this.raw.GET('/api/v1/webhooks/{id}', { params: { path: { id: webhookId } } }));
  }

  /** Changes the URL, events or description (`description: null` clears it). */
  updateWebhook(webhookId: string, input: UpdateWebhookInput) {
    return unwrap(this.raw.PATCH('/api/v1/webhooks/{id}', { params: { path: { id: webhookId } }, body: input }));
  }

  deleteWebhook(webhookId: string) {
    return unwrap(this.raw.DELETE('/api/v1/webhooks/{id}', { params: { path: { id: webhookId } } }));
  }

  /** A new secret; for 24 hours deliveries are signed with it and the old one (pass both to `verifyWebhook` meanwhile). */
  rotateWebhookSecret(webhookId: string) {
    return unwrap(this.raw.POST('/api/v1/webhooks/{id}/rotate', { params: { path: { id: webhookId } } }));
  }

  /** Queues a `webhook.test` delivery to the endpoint. */
  testWebhook(webhookId: string) {
    return unwrap(this.raw.POST('/api/v1/webhooks/{id}/test', { params: { path: { id: webhookId } } }));
  }

  /** A page of the endpoint's deliveries, newest first; pass `next_cursor` back as `cursor`. */
  listWebhookDeliveries(webhookId: string, query: WebhookDeliveriesQuery = {}) {
    return unwrap(this.raw.GET('/api/v1/webhooks/{id}/deliveries', { params: { path: { id: webhookId }, query } }));
  }

  /** Sends a delivery again, with the same `webhook-id`. */
  replayWebhookDelivery(webhookId: string, deliveryId: string) {
    return unwrap(
      this.raw.POST('/api/v1/webhooks/{id}/deliveries/{delivery_id}/replay', { params: { path: { id: webhookId, delivery_id: deliveryId } } }),
    );
  }

  // Templates

  /** Defines a task template: `{{placeholders}}` in title and description, an optional result_schema and default reward. */
  createTemplate(input: CreateTemplateInput) {
    return unwrap(this.raw.POST('/api/v1/templates', { body: input }));
  }

  /** The built-in templates (`builtin: true`), then the agent's own. */
  listTemplates() {
    return unwrap(this.raw.GET('/api/v1/templates'));
  }

  getTemplate(templateId: string) {
    return unwrap(this.raw.GET('/api/v1/templates/{id}', { params: { path: { id: templateId } } }));
  }

  deleteTemplate(templateId: string) {
    return unwrap(this.raw.DELETE('/api/v1/templates/{id}', { params: { path: { id: templateId } } }));
  }

  /**
   * Posts a task from a template: its placeholders filled from `inputs`, any field in `overrides`
   * (reward_usd, location, deadline...) given as in createTask; same idempotency as createTask.
   */
  createTaskFromTemplate(
    templateId: string,
    inputs: Record<string, string>,
    overrides: Omit<CreateTaskInput, 'template_id' | 'inputs'> = {},
    options: { idempotencyKey?: string } = {},
  ) {
    return this.createTask({ ...overrides, template_id: templateId, inputs }, options);
  }

  /** Rates the operator of a COMPLETED task, once (score 1 to 5). */
  rateTask(taskId: string, input: RateTaskInput) {
    return unwrap(this.raw.POST('/api/v1/tasks/{id}/rating', { params: { path: { id: taskId } }, body: input }));
  }

  /** What creating the task would cost and whether it would succeed now, with a suggested reward and coverage; creates nothing. */
  quoteTask(input: CreateTaskInput) {
    return unwrap(this.raw.POST('/api/v1/tasks/quote', { body: input }));
  }

  /**
   * Tips the operator of a COMPLETED task from the deposit (no fee). An Idempotency-Key is always
   * sent (a random UUID unless given), so a retry after a lost answer never tips twice.
   */
  tipOperator(taskId: string, input: TipInput, options: { idempotencyKey?: string } = {}) {
    const idempotencyKey = options.idempotencyKey ?? crypto.randomUUID();
    return unwrap(
      this.raw.POST('/api/v1/tasks/{id}/tip', { params: { path: { id: taskId }, header: { 'Idempotency-Key': idempotencyKey } }, body: input }),
    );
  }

  /**
   * Writes to the task's operator (while it has one: ESTIMATE_PENDING through DISPUTED). An
   * Idempotency-Key is always sent (a random UUID unless given), so a retry never sends it twice.
   */
  sendMessage(taskId: string, text: string, options: { idempotencyKey?: string } = {}) {
    const idempotencyKey = options.idempotencyKey ?? crypto.randomUUID();
    return unwrap(
      this.raw.POST('/api/v1/tasks/{id}/messages', {
        params: { path: { id: taskId }, header: { 'Idempotency-Key': idempotencyKey } },
        body: { text },
      }),
    );
  }

  /** A page of the messages between you and the task's operator, oldest first; pass `next_cursor` as `cursor` for the next. */
  listMessages(taskId: string, query: TaskMessagesQuery = {}) {
    return unwrap(this.raw.GET('/api/v1/tasks/{id}/messages', { params: { path: { id: taskId }, query } }));
  }

  /**
   * Polls the task until its status is one of `until`, and resolves to the task then; throws a
   * HandoffTimeoutError when `timeoutMs` passes first. Pauses start at `pollMs` and grow while the
   * status stays the same (back to `pollMs` after a change), so a long wait costs few requests.
   */
  async waitForTask(taskId: string, options: WaitForTaskOptions = {}): Promise<Task> {
    const { timeoutMs = 300_000, pollMs = 1000, maxPollMs = 10_000, onStatus, signal } = options;
    const deadline = Date.now() + timeoutMs;
    let pause = pollMs;
    let previous: TaskStatus | undefined;
    for (;;) {
      const task = await this.getTask(taskId);
      if (task.status !== previous) {
        onStatus?.(task, previous);
        pause = pollMs;
      }
      previous = task.status;
      const until = stopsAt(task, options.until);
      if (until.includes(task.status)) return task;
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new HandoffTimeoutError(task, until, timeoutMs);
      await sleep(Math.min(pause, remaining), signal);
      pause = Math.min(pause * 1.5, maxPollMs);
    }
  }
}

export const createHandoffClient = (options: HandoffClientOptions = {}): HandoffClient => new HandoffClient(options);
