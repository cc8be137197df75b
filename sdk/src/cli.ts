#!/usr/bin/env node
/**
 * `handoff`: the agent SDK on the command line. Reads HANDOFF_API_KEY and HANDOFF_BASE_URL
 * (default the local stack). Tables for people by default, `--json` for scripts. Exit codes:
 * 0 done, 1 the API or the check refused (its message on stderr), 2 the command line is wrong.
 */
import { createPrivateKey } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { type ParseArgsConfig, parseArgs } from 'node:util';
import { type components, taskStatusValues } from './api-types.generated.js';
import {
  type ApiKeyScope,
  type Batch,
  type CreateTaskInput,
  createHandoffClient,
  DEFAULT_BASE_URL,
  type HandoffClient,
  type HandoffClientOptions,
  HandoffError,
  type Task,
  type TaskStatus,
  type WebhookEventFilter,
} from './client.js';
import { createCredentialKeyPair, decryptCredential, type EncryptedCredential } from './credentials.js';
import { verifyWebhook } from './webhooks.js';

type Options = NonNullable<ParseArgsConfig['options']>;
type Values = Record<string, string | boolean | (string | boolean)[] | undefined>;

const USAGE = `Usage: handoff <command> [options]

Agent
  register --name NAME --email EMAIL [--company NAME]
  me                                      the agent, its tier, limits and today's usage
  balance
  keys list | revoke KEY_ID
  keys create --name NAME [--scope SCOPE ...] [--max-task-usd USD] [--daily-spend-usd USD] [--expires-at ISO]
               scopes: tasks:read tasks:write funds:read funds:write keys:write webhooks:write (default all)
  audit [--limit N] [--cursor CURSOR]      what the agent's keys changed, newest first

Wallet and deposits
  wallet bind --private-key-env VAR      signs the wallet challenge (EIP-191) with the key in $VAR
  wallet show
  deposits address                       where to send USDC
  deposits report --tx-hash HASH --amount USDC
  deposits get TRANSACTION_ID

Tasks
  tasks create --title TEXT --reward USD --requirement TEXT [--requirement TEXT ...]
               | --template ID [--input NAME=VALUE ...] [--reward USD] [--lat N --lng N]
               [--result-schema-file JSON] [--description TEXT] [--type TYPE] [--deadline ISO] [--callback-url URL]
               [--callback-secret S] [--public-key-file PEM] [--idempotency-key KEY]
               [--scenario complete|manual_review|operator_withdraws|expire]  (sandbox only)
               [--wait] [--timeout SECONDS]
               [--pay [--private-key-env VAR] [--max-payment USD]]  pay a short balance with x402 from the bound
               wallet, its key read from $HANDOFF_WALLET_KEY (or $VAR): never a flag value, which shell history keeps
  tasks list [--status STATUS] [--limit N] [--offset N]
  tasks get ID
  tasks wait ID [--until STATUS,...] [--timeout SECONDS]
  tasks cancel ID
  tasks approve-estimate ID
  tasks reject-estimate ID [--reason TEXT]
  tasks verify ID --decision APPROVE|REJECT [--reason TEXT]
  tasks credential ID [--key PRIVATE_PEM]  the encrypted credential, decrypted with --key
  tasks callbacks ID                       the delivery log of the task's callbacks
  tasks rate ID --score 1-5 [--comment TEXT]
  tasks quote --title TEXT --reward USD --requirement TEXT [...]  what creating it would cost; creates nothing
  tasks tip ID --amount USD [--idempotency-key KEY]               tip the operator of a completed task
  tasks message ID TEXT [--idempotency-key KEY]                   write to the task's operator
  tasks messages ID [--limit N] [--cursor CURSOR]                 the messages with the task's operator, oldest first

Batches (one task, several operators, each once)
  batches create --seats N [--consensus-field NAME --min-agreement N] and the task options of tasks create (--pay too)
  batches get ID                           the seats by status, and the consensus
  batches cancel ID                        cancels the seats not under way (each refunded)

Templates
  templates list                           the built-in templates and your own
  templates create --name NAME --type TYPE --title TEXT --description TEXT --requirement TEXT [...]
                   [--reward USD] [--location-required] [--result-schema-file JSON]
  templates get ID
  templates delete ID

Webhook endpoints (Standard Webhooks deliveries of your events)
  webhooks create --url URL --event EVENT [...] [--description TEXT]   EVENT: task.created task.status_changed
                  task.message deposit.confirmed webhook.test or '*'; prints the secret once
  webhooks list
  webhooks get ID
  webhooks update ID [--url URL] [--event EVENT [...]] [--description TEXT]
  webhooks delete ID
  webhooks rotate ID                       a new secret; both sign for 24 hours
  webhooks test ID                         queues a webhook.test delivery
  webhooks deliveries ID [--limit N] [--cursor C]
  webhooks replay ID DELIVERY_ID           sends a delivery again, same webhook-id

Offline
  webhooks verify --secret S [--secret S2] --body-file FILE|- --header 'name: value' [...] [--tolerance SECONDS]
  credential decrypt --key PRIVATE_PEM --file JWE_JSON
  credential keygen --out NAME [--type EC|RSA]   writes NAME.key.pem and NAME.pub.pem

Options for every command
  --json             machine-readable output on stdout
  --api-key KEY      default $HANDOFF_API_KEY
  --base-url URL     default $HANDOFF_BASE_URL, else ${DEFAULT_BASE_URL}
  -h, --help
`;

/** The options of a task's fields: `tasks create` and `batches create` (its every seat). */
const TASK_OPTIONS: Options = {
  title: { type: 'string' },
  description: { type: 'string' },
  reward: { type: 'string' },
  requirement: { type: 'string', multiple: true },
  type: { type: 'string' },
  deadline: { type: 'string' },
  'callback-url': { type: 'string' },
  'callback-secret': { type: 'string' },
  'public-key-file': { type: 'string' },
  'idempotency-key': { type: 'string' },
  scenario: { type: 'string' },
  template: { type: 'string' },
  input: { type: 'string', multiple: true },
  lat: { type: 'string' },
  lng: { type: 'string' },
  'result-schema-file': { type: 'string' },
  pay: { type: 'boolean' },
  'private-key-env': { type: 'string' },
  'max-payment': { type: 'string' },
};

/** A mistake on the command line: usage to stderr, exit code 2. */
class UsageError extends Error {}

const GLOBAL_OPTIONS: Options = {
  json: { type: 'boolean' },
  'api-key': { type: 'string' },
  'base-url': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
};

const text = (value: unknown): string => {
  if (value === null || value === undefined) return '-';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

/** Columns padded to their widest cell. */
const table = (rows: readonly object[], columns: string[]): string => {
  if (rows.length === 0) return '(none)';
  const cells = [
    columns.map((column) => column.toUpperCase()),
    ...rows.map((row) => columns.map((column) => text((row as Record<string, unknown>)[column]))),
  ];
  const widths = columns.map((_, i) => Math.max(...cells.map((line) => line[i]!.length)));
  return cells.map((line) => line.map((cell, i) => (i === line.length - 1 ? cell : cell.padEnd(widths[i]!))).join('  ')).join('\n');
};

/** One `field  value` line per field, in the order given; absent fields are left out. */
const fields = (object: object, names = Object.keys(object)): string => {
  const record = object as Record<string, unknown>;
  const present = names.filter((name) => record[name] !== undefined);
  const width = Math.max(...present.map((name) => name.length));
  return present.map((name) => `${name.padEnd(width)}  ${text(record[name])}`).join('\n');
};

const TASK_FIELDS = [
  'task_id',
  'title',
  'status',
  'task_type',
  'reward_usd',
  'platform_fee_usd',
  'total_escrow',
  'refunded_usd',
  'sandbox',
  'deadline',
  'estimate_minutes',
  'created_at',
  'accepted_at',
  'submitted_at',
  'completed_at',
  'cancelled_at',
];

/** The task's fields a person looks at, nested objects summarised. */
const taskView = (task: Task): string => {
  const summary: Record<string, unknown> = Object.fromEntries(TASK_FIELDS.map((name) => [name, (task as Record<string, unknown>)[name]]));
  summary.operator = task.operator ? `${task.operator.name} (rating ${task.operator.rating})` : undefined;
  summary.proof = task.proof ? `${task.proof.photos.length} photo(s); notes: ${task.proof.notes}` : undefined;
  summary.guardian = task.guardian_result ? `${task.guardian_result.decision} (confidence ${task.guardian_result.confidence})` : undefined;
  summary.requirements = task.proof_requirements.join('; ');
  summary.result = task.result ? JSON.stringify(task.result) : undefined;
  return fields(summary, [...TASK_FIELDS.slice(0, 4), 'requirements', ...TASK_FIELDS.slice(4), 'operator', 'proof', 'result', 'guardian']);
};

const readText = (path: string): string => readFileSync(path === '-' ? 0 : path, 'utf8');

/** `--input name=value` (repeatable) as a template's inputs; the value may hold '='. */
const templateInputs = (values: Values): Record<string, string> =>
  Object.fromEntries(
    ((values.input as string[] | undefined) ?? []).map((pair) => {
      const at = pair.indexOf('=');
      if (at < 1) throw new UsageError(`--input takes NAME=VALUE, not ${pair}`);
      return [pair.slice(0, at), pair.slice(at + 1)];
    }),
  );

/** jose (Web Crypto) reads PKCS#8 only; Node converts PKCS#1 and SEC1 keys, which openssl often writes. */
const privateKeyPem = (path: string): string => {
  const pem = readText(path);
  if (pem.includes('-----BEGIN PRIVATE KEY-----')) return pem;
  return createPrivateKey(pem).export({ type: 'pkcs8', format: 'pem' }).toString();
};

/** A file holding a JWE, or a whole `retrieve-credential` answer (`{ task_id, encrypted_credential }`). */
const encryptedCredentialFrom = (path: string): EncryptedCredential => {
  const parsed = JSON.parse(readText(path));
  return (parsed.encrypted_credential ?? parsed) as EncryptedCredential;
};

const required = (values: Values, name: string): string => {
  const value = values[name];
  if (typeof value !== 'string' || value === '') throw new UsageError(`--${name} is required`);
  return value;
};

const number = (values: Values, name: string): number | undefined => {
  const value = values[name];
  if (value === undefined) return undefined;
  const parsed = Number(value);
  if (typeof value !== 'string' || value.trim() === '' || !Number.isFinite(parsed)) throw new UsageError(`--${name} must be a number`);
  return parsed;
};

const optional = (values: Values, name: string): string | undefined => (typeof values[name] === 'string' ? (values[name] as string) : undefined);

/** A task's fields from the TASK_OPTIONS on the command line. */
const taskInputOf = (values: Values): CreateTaskInput => {
  const given = (name: string) => optional(values, name);
  const template = given('template');
  const reward = number(values, 'reward');
  const requirements = (values.requirement as string[] | undefined) ?? [];
  // A template gives the title, reward and requirements it holds; without one they are required.
  if (!template) {
    required(values, 'title');
    if (reward === undefined) throw new UsageError('--reward is required');
    if (requirements.length === 0) throw new UsageError('At least one --requirement is required');
  }
  const title = given('title');
  const lat = number(values, 'lat');
  const lng = number(values, 'lng');
  if ((lat === undefined) !== (lng === undefined)) throw new UsageError('--lat and --lng go together');
  const publicKeyFile = given('public-key-file');
  const resultSchemaFile = given('result-schema-file');
  return {
    ...(template ? { template_id: template, inputs: templateInputs(values) } : {}),
    ...(title ? { title } : {}),
    // The API requires a description; a one-line task's title says it all.
    ...(given('description') || (title && !template) ? { description: given('description') ?? title } : {}),
    ...(reward === undefined ? {} : { reward_usd: reward }),
    ...(requirements.length > 0 ? { proof_requirements: requirements } : {}),
    ...(lat === undefined ? {} : { location: { lat, lng: lng! } }),
    ...(resultSchemaFile ? { result_schema: JSON.parse(readText(resultSchemaFile)) } : {}),
    ...(given('type') ? { task_type: given('type')!.toUpperCase() as components['schemas']['TaskType'] } : {}),
    ...(given('deadline') ? { deadline: given('deadline') } : {}),
    ...(given('callback-url') ? { callback_url: given('callback-url') } : {}),
    ...(given('callback-secret') ? { callback_secret: given('callback-secret') } : {}),
    ...(publicKeyFile ? { agent_public_key: readText(publicKeyFile) } : {}),
    ...(given('scenario') ? { sandbox_scenario: given('scenario') as NonNullable<components['schemas']['Task']['sandbox_scenario']> } : {}),
  };
};

/** A batch for people: its seats by status (those with any), and its consensus. */
const batchText = (batch: Batch): string => {
  const counts = Object.entries(batch.counts)
    .filter(([, n]) => n > 0)
    .map(([state, n]) => `${state} ${n}`)
    .join(', ');
  const consensus = batch.consensus
    ? batch.consensus.reached
      ? `reached: ${batch.consensus.field} = ${JSON.stringify(batch.consensus.value)} (${batch.consensus.agreeing} agree)`
      : `not reached (${batch.consensus.field}: ${batch.consensus.agreeing} agree at most)`
    : 'none asked';
  return `${fields({ batch_id: batch.batch_id, seats: batch.task_ids.length })}\nseats      ${counts}\nconsensus  ${consensus}\n\n${batch.task_ids.join('\n')}`;
};

/** The challenge's message must be Handoff's binding text for this agent and nonce: anything else is not signed. */
const BINDING_HEADER = 'Handoff: bind this wallet to my agent account.';

/**
 * The wallet's key, read from the variable named on the command line: a key given as an argument
 * would stay in the shell's history and show in the process list.
 */
const walletKeyFrom = (values: Values, variable = required(values, 'private-key-env')): `0x${string}` => {
  const key = process.env[variable]?.trim();
  if (!key) throw new UsageError(`$${variable} is empty: put the wallet's private key (0x and 64 hex digits) in it`);
  const hex = key.startsWith('0x') ? key : `0x${key}`;
  if (!/^0x[0-9a-fA-F]{64}$/.test(hex)) throw new UsageError(`$${variable} must hold a private key: 0x and 64 hex digits`);
  return hex as `0x${string}`;
};

/** The wallet's viem account, from the key in the variable `walletKeyFrom` reads. */
const walletAccount = async (values: Values, variable?: string) => {
  const key = walletKeyFrom(values, variable);
  // viem only here: the other commands load without it.
  const { privateKeyToAccount } = await import('viem/accounts');
  try {
    return privateKeyToAccount(key);
  } catch {
    // The library's message would print the value; an out-of-range key is a usage mistake.
    throw new UsageError(
      `$${variable ?? values['private-key-env']} must hold a private key: 0x and 64 hex digits, not zero nor past the curve's order`,
    );
  }
};

/**
 * `--pay`: what the client pays a short balance with (x402), the bound wallet's key read from
 * $HANDOFF_WALLET_KEY or the variable `--private-key-env` names; each payment is told on stderr.
 */
const payingOptions = async (values: Values): Promise<Partial<HandoffClientOptions>> => {
  if (!values.pay) return {};
  const maxPaymentUsd = number(values, 'max-payment');
  return {
    wallet: await walletAccount(values, optional(values, 'private-key-env') ?? 'HANDOFF_WALLET_KEY'),
    ...(maxPaymentUsd !== undefined ? { maxPaymentUsd } : {}),
    onPayment: (payment) => process.stderr.write(`Paid the shortfall with x402: transaction ${payment.transaction} on ${payment.network}\n`),
  };
};

/** A key's scopes, limits and expiry as one line each for people. */
const grantView = (key: {
  scopes: readonly string[];
  limits: { max_task_usd: number | null; daily_spend_usd: number | null };
  expires_at: string | null;
}) => ({
  scopes: key.scopes.join(' '),
  limits:
    [
      key.limits.max_task_usd === null ? '' : `$${key.limits.max_task_usd} per task`,
      key.limits.daily_spend_usd === null ? '' : `$${key.limits.daily_spend_usd} per day`,
    ]
      .filter(Boolean)
      .join(', ') || 'none',
  expires_at: key.expires_at ?? 'never',
});

const status = (value: string): TaskStatus => {
  const upper = value.trim().toUpperCase();
  if (!taskStatusValues.includes(upper as TaskStatus)) throw new UsageError(`Unknown status ${value}: one of ${taskStatusValues.join(', ')}`);
  return upper as TaskStatus;
};

interface Context {
  values: Values;
  positionals: string[];
  json: boolean;
  out: (humanText: string, data: unknown) => void;
  /** The agent's client; `options` add to the API key and base URL (x402's wallet). */
  client: (options?: Partial<HandoffClientOptions>) => HandoffClient;
}

const positionalId =
  (what: string) =>
  (context: Context): string => {
    const id = context.positionals[0];
    if (!id) throw new UsageError(`The ${what} id is missing`);
    return id;
  };
const taskId = positionalId('task');
const templateId = positionalId('template');
const webhookId = positionalId('webhook');

const WEBHOOK_OPTIONS: Options = { url: { type: 'string' }, event: { type: 'string', multiple: true }, description: { type: 'string' } };
const webhookEventsOf = (values: Values) => (values.event as WebhookEventFilter[] | undefined) ?? [];

/** Polls until the task settles, printing each status change: to stdout for people, to stderr beside --json. */
const waitAndReport = async (context: Context, id: string, until?: TaskStatus[]): Promise<Task> => {
  const timeoutSeconds = number(context.values, 'timeout') ?? 600;
  const task = await context.client().waitForTask(id, {
    until,
    timeoutMs: timeoutSeconds * 1000,
    onStatus: (seen) => {
      const line = `${new Date().toISOString()}  ${seen.task_id}  ${seen.status}`;
      if (context.json) process.stderr.write(`${line}\n`);
      else console.log(line);
    },
  });
  context.out(`\n${taskView(task)}`, task);
  return task;
};

interface Command {
  options?: Options;
  needsApiKey?: boolean;
  run: (context: Context) => Promise<void>;
}

const COMMANDS: Record<string, Command> = {
  register: {
    options: { name: { type: 'string' }, email: { type: 'string' }, company: { type: 'string' } },
    needsApiKey: false,
    async run({ values, client, out }) {
      const company = values.company as string | undefined;
      const agent = await client().register({ name: required(values, 'name'), email: required(values, 'email'), ...(company ? { company } : {}) });
      out(
        `${fields(agent, ['agent_id', 'tier', 'key_id', 'api_key'])}\n\n${agent.message}\nThe API key is shown only now: export HANDOFF_API_KEY=${agent.api_key}`,
        agent,
      );
    },
  },
  me: {
    async run({ client, out }) {
      const agent = await client().me();
      out(
        fields({
          ...agent,
          limits: `${agent.limits.maxDailyTasks} tasks, $${agent.limits.maxTaskValue} per task, $${agent.limits.maxDailySpend} per day`,
          usage_today: `${agent.usage_today.tasks_created} tasks, $${agent.usage_today.spend_usd}`,
        }),
        agent,
      );
    },
  },
  balance: {
    async run({ client, out }) {
      const balance = await client().balance();
      out(fields(balance), balance);
    },
  },
  'keys list': {
    async run({ client, out }) {
      const keys = await client().listApiKeys();
      const rows = keys.data.map((key) => ({ ...key, ...grantView(key) }));
      out(table(rows, ['key_id', 'key_prefix', 'name', 'scopes', 'limits', 'expires_at', 'created_at', 'last_used_at']), keys);
    },
  },
  'keys create': {
    options: {
      name: { type: 'string' },
      scope: { type: 'string', multiple: true },
      'max-task-usd': { type: 'string' },
      'daily-spend-usd': { type: 'string' },
      'expires-at': { type: 'string' },
    },
    async run({ values, client, out }) {
      const maxTask = number(values, 'max-task-usd');
      const dailySpend = number(values, 'daily-spend-usd');
      const scopes = values.scope as string[] | undefined;
      const expiresAt = values['expires-at'] as string | undefined;
      const key = await client().createApiKey(required(values, 'name'), {
        ...(scopes ? { scopes: scopes as ApiKeyScope[] } : {}),
        ...(maxTask !== undefined || dailySpend !== undefined
          ? {
              limits: {
                ...(maxTask !== undefined ? { max_task_usd: maxTask } : {}),
                ...(dailySpend !== undefined ? { daily_spend_usd: dailySpend } : {}),
              },
            }
          : {}),
        ...(expiresAt ? { expires_at: expiresAt } : {}),
      });
      out(`${fields({ ...key, ...grantView(key) })}\n\nThe API key is shown only now.`, key);
    },
  },
  audit: {
    options: { limit: { type: 'string' }, cursor: { type: 'string' } },
    async run({ values, client, out }) {
      const limit = number(values, 'limit');
      const cursor = values.cursor as string | undefined;
      const page = await client().listAuditLog({ ...(limit !== undefined ? { limit } : {}), ...(cursor ? { cursor } : {}) });
      const next = page.next_cursor ? `\n\nMore: handoff audit --cursor ${page.next_cursor}` : '';
      out(`${table(page.data, ['at', 'key_id', 'action', 'target'])}${next}`, page);
    },
  },
  'keys revoke': {
    async run(context) {
      const keyId = context.positionals[0];
      if (!keyId) throw new UsageError('The key id is missing');
      const revoked = await context.client().revokeApiKey(keyId);
      context.out(`Revoked ${keyId}`, revoked);
    },
  },
  'wallet bind': {
    options: { 'private-key-env': { type: 'string' } },
    async run({ values, client, out }) {
      const account = await walletAccount(values);
      const [agent, challenge] = await Promise.all([client().me(), client().createWalletChallenge()]);
      const { message, nonce } = challenge;
      if (!message.startsWith(BINDING_HEADER) || !message.includes(`Agent: ${agent.agent_id}\n`) || !message.includes(`Nonce: ${nonce}\n`))
        throw new Error(`The challenge is not Handoff's wallet binding for ${agent.agent_id}; nothing was signed:\n${message}`);
      const signature = await account.signMessage({ message });
      const wallet = await client().bindWallet({ wallet_address: account.address, nonce, signature });
      out(fields(wallet), wallet);
    },
  },
  'wallet show': {
    async run({ client, out }) {
      const wallet = await client().getWallet();
      out(fields(wallet), wallet);
    },
  },
  'deposits address': {
    async run({ client, out }) {
      const address = await client().depositAddress();
      out(fields(address), address);
    },
  },
  'deposits report': {
    options: { 'tx-hash': { type: 'string' }, amount: { type: 'string' } },
    async run({ values, client, out }) {
      const amount = number(values, 'amount');
      if (amount === undefined) throw new UsageError('--amount is required');
      const deposit = await client().reportDeposit({ tx_hash: required(values, 'tx-hash'), amount_usdc: amount });
      out(fields(deposit), deposit);
    },
  },
  'deposits get': {
    async run(context) {
      const id = context.positionals[0];
      if (!id) throw new UsageError('The transaction id is missing');
      const deposit = await context.client().getDeposit(id);
      context.out(fields(deposit), deposit);
    },
  },
  'tasks create': {
    options: { ...TASK_OPTIONS, wait: { type: 'boolean' }, timeout: { type: 'string' } },
    async run(context) {
      const { values } = context;
      const created = await context
        .client(await payingOptions(values))
        .createTask(taskInputOf(values), { idempotencyKey: optional(values, 'idempotency-key') });
      if (!values.wait) {
        context.out(fields(created), created);
        return;
      }
      if (!context.json) console.log(`${fields(created)}\n`);
      await waitAndReport(context, created.task_id);
    },
  },
  'batches create': {
    options: { ...TASK_OPTIONS, seats: { type: 'string' }, 'consensus-field': { type: 'string' }, 'min-agreement': { type: 'string' } },
    async run({ values, client, out }) {
      const seats = number(values, 'seats');
      if (seats === undefined) throw new UsageError('--seats is required');
      const field = optional(values, 'consensus-field');
      const minAgreement = number(values, 'min-agreement');
      if ((field === undefined) !== (minAgreement === undefined)) throw new UsageError('--consensus-field and --min-agreement go together');
      const created = await client(await payingOptions(values)).createBatch(
        { task: taskInputOf(values), seats, ...(field !== undefined ? { consensus: { field, min_agreement: minAgreement! } } : {}) },
        { idempotencyKey: optional(values, 'idempotency-key') },
      );
      out(fields(created), created);
    },
  },
  'batches get': {
    async run(context) {
      const id = context.positionals[0];
      if (!id) throw new UsageError('The batch id is missing');
      const batch = await context.client().getBatch(id);
      context.out(batchText(batch), batch);
    },
  },
  'batches cancel': {
    async run(context) {
      const id = context.positionals[0];
      if (!id) throw new UsageError('The batch id is missing');
      const batch = await context.client().cancelBatch(id);
      context.out(batchText(batch), batch);
    },
  },
  'templates list': {
    async run({ client, out }) {
      const page = await client().listTemplates();
      out(table(page.data, ['template_id', 'builtin', 'task_type', 'reward_usd', 'placeholders', 'name']), page);
    },
  },
  'templates create': {
    options: {
      name: { type: 'string' },
      type: { type: 'string' },
      title: { type: 'string' },
      description: { type: 'string' },
      requirement: { type: 'string', multiple: true },
      reward: { type: 'string' },
      'location-required': { type: 'boolean' },
      'result-schema-file': { type: 'string' },
    },
    async run({ values, client, out }) {
      const requirements = (values.requirement as string[] | undefined) ?? [];
      if (requirements.length === 0) throw new UsageError('At least one --requirement is required');
      const reward = number(values, 'reward');
      const schemaFile = typeof values['result-schema-file'] === 'string' ? values['result-schema-file'] : undefined;
      const template = await client().createTemplate({
        name: required(values, 'name'),
        task_type: required(values, 'type').toUpperCase() as components['schemas']['TaskType'],
        title: required(values, 'title'),
        description: required(values, 'description'),
        proof_requirements: requirements,
        ...(reward === undefined ? {} : { reward_usd: reward }),
        ...(values['location-required'] ? { location_required: true } : {}),
        ...(schemaFile ? { result_schema: JSON.parse(readText(schemaFile)) } : {}),
      });
      out(fields(template), template);
    },
  },
  'templates get': {
    async run(context) {
      const template = await context.client().getTemplate(templateId(context));
      context.out(fields(template), template);
    },
  },
  'templates delete': {
    async run(context) {
      const deleted = await context.client().deleteTemplate(templateId(context));
      context.out(fields(deleted), deleted);
    },
  },
  'webhooks create': {
    options: WEBHOOK_OPTIONS,
    async run({ values, client, out }) {
      const events = webhookEventsOf(values);
      if (events.length === 0) throw new UsageError('At least one --event is required');
      const description = optional(values, 'description');
      const webhook = await client().createWebhook({ url: required(values, 'url'), events, ...(description ? { description } : {}) });
      out(`${fields(webhook)}\n\nKeep the secret: it is not shown again.`, webhook);
    },
  },
  'webhooks list': {
    async run({ client, out }) {
      const page = await client().listWebhooks();
      out(table(page.data, ['webhook_id', 'url', 'events', 'description']), page);
    },
  },
  'webhooks get': {
    async run(context) {
      const webhook = await context.client().getWebhook(webhookId(context));
      context.out(fields(webhook), webhook);
    },
  },
  'webhooks update': {
    options: WEBHOOK_OPTIONS,
    async run(context) {
      const { values } = context;
      const events = webhookEventsOf(values);
      const url = optional(values, 'url');
      const description = optional(values, 'description');
      const webhook = await context.client().updateWebhook(webhookId(context), {
        ...(url ? { url } : {}),
        ...(events.length ? { events } : {}),
        ...(description !== undefined ? { description } : {}),
      });
      context.out(fields(webhook), webhook);
    },
  },
  'webhooks delete': {
    async run(context) {
      const deleted = await context.client().deleteWebhook(webhookId(context));
      context.out(fields(deleted), deleted);
    },
  },
  'webhooks rotate': {
    async run(context) {
      const rotated = await context.client().rotateWebhookSecret(webhookId(context));
      context.out(`${fields(rotated)}\n\nKeep the new secret: the old one also signs for 24 hours.`, rotated);
    },
  },
  'webhooks test': {
    async run(context) {
      const queued = await context.client().testWebhook(webhookId(context));
      context.out(fields(queued), queued);
    },
  },
  'webhooks deliveries': {
    options: { limit: { type: 'string' }, cursor: { type: 'string' } },
    async run(context) {
      const limit = number(context.values, 'limit');
      const cursor = optional(context.values, 'cursor');
      const page = await context.client().listWebhookDeliveries(webhookId(context), { ...(limit ? { limit } : {}), ...(cursor ? { cursor } : {}) });
      const next = page.next_cursor ? `\n\nMore: --cursor ${page.next_cursor}` : '';
      context.out(`${table(page.data, ['delivery_id', 'type', 'status', 'attempts', 'last_status_code', 'created_at'])}${next}`, page);
    },
  },
  'webhooks replay': {
    async run(context) {
      const deliveryId = context.positionals[1];
      if (!deliveryId) throw new UsageError('The delivery id is missing');
      const queued = await context.client().replayWebhookDelivery(webhookId(context), deliveryId);
      context.out(fields(queued), queued);
    },
  },
  'tasks list': {
    options: { status: { type: 'string' }, limit: { type: 'string' }, offset: { type: 'string' } },
    async run({ values, client, out }) {
      const limit = number(values, 'limit');
      const offset = number(values, 'offset');
      const page = await client().listTasks({
        ...(typeof values.status === 'string' ? { status: status(values.status) } : {}),
        ...(limit === undefined ? {} : { limit }),
        ...(offset === undefined ? {} : { offset }),
      });
      const { total, limit: shown, offset: from } = page.pagination;
      out(
        `${table(page.data, ['task_id', 'status', 'reward_usd', 'task_type', 'created_at', 'title'])}\n\n${page.data.length ? `${from + 1}-${from + page.data.length}` : '0'} of ${total} (limit ${shown})`,
        page,
      );
    },
  },
  'tasks get': {
    async run(context) {
      const task = await context.client().getTask(taskId(context));
      context.out(taskView(task), task);
    },
  },
  'tasks wait': {
    options: { until: { type: 'string' }, timeout: { type: 'string' } },
    async run(context) {
      const until = typeof context.values.until === 'string' ? context.values.until.split(',').map(status) : undefined;
      await waitAndReport(context, taskId(context), until);
    },
  },
  'tasks cancel': {
    async run(context) {
      const cancelled = await context.client().cancelTask(taskId(context));
      context.out(fields(cancelled), cancelled);
    },
  },
  'tasks approve-estimate': {
    async run(context) {
      const approved = await context.client().approveEstimate(taskId(context));
      context.out(fields({ ...approved, operator: approved.operator?.name }), approved);
    },
  },
  'tasks reject-estimate': {
    options: { reason: { type: 'string' } },
    async run(context) {
      const reason = context.values.reason as string | undefined;
      const rejected = await context.client().rejectEstimate(taskId(context), reason);
      context.out(fields(rejected), rejected);
    },
  },
  'tasks verify': {
    options: { decision: { type: 'string' }, reason: { type: 'string' } },
    async run(context) {
      const decision = required(context.values, 'decision').toUpperCase();
      if (decision !== 'APPROVE' && decision !== 'REJECT') throw new UsageError('--decision must be APPROVE or REJECT');
      const reason = context.values.reason as string | undefined;
      const verified = await context.client().verifyTask(taskId(context), { decision, ...(reason ? { reason } : {}) });
      context.out(fields(verified), verified);
    },
  },
  'tasks credential': {
    options: { key: { type: 'string' } },
    async run(context) {
      const retrieved = await context.client().retrieveCredential(taskId(context));
      const keyFile = context.values.key as string | undefined;
      if (!keyFile) {
        context.out(JSON.stringify(retrieved, null, 2), retrieved);
        return;
      }
      const credential = await decryptCredential(retrieved.encrypted_credential, privateKeyPem(keyFile));
      context.out(fields(credential), credential);
    },
  },
  'tasks callbacks': {
    async run(context) {
      const log = await context.client().getCallbackDeliveries(taskId(context));
      const columns = ['event_id', 'status', 'delivery_status', 'attempts', 'last_response_code', 'last_attempt_at', 'last_error'];
      context.out(`callback_url  ${text(log.callback_url)}\n\n${table(log.data, columns)}`, log);
    },
  },
  'tasks rate': {
    options: { score: { type: 'string' }, comment: { type: 'string' } },
    async run(context) {
      const score = number(context.values, 'score');
      if (score === undefined) throw new UsageError('--score is required');
      const comment = context.values.comment as string | undefined;
      const rating = await context.client().rateTask(taskId(context), { score, ...(comment ? { comment } : {}) });
      context.out(fields(rating), rating);
    },
  },
  'tasks quote': {
    options: TASK_OPTIONS,
    async run(context) {
      const quote = await context.client().quoteTask(taskInputOf(context.values));
      context.out(fields({ ...quote, reasons: quote.reasons.join('; ') || '-', coverage: JSON.stringify(quote.coverage) }), quote);
    },
  },
  'tasks tip': {
    options: { amount: { type: 'string' }, 'idempotency-key': { type: 'string' } },
    async run(context) {
      const amount = number(context.values, 'amount');
      if (amount === undefined) throw new UsageError('--amount is required');
      const tip = await context
        .client()
        .tipOperator(taskId(context), { amount_usd: amount }, { idempotencyKey: optional(context.values, 'idempotency-key') });
      context.out(fields(tip), tip);
    },
  },
  'tasks message': {
    options: { 'idempotency-key': { type: 'string' } },
    async run(context) {
      const words = context.positionals.slice(1).join(' ');
      if (!words.trim()) throw new UsageError('the message text is required: tasks message ID TEXT');
      const message = await context.client().sendMessage(taskId(context), words, { idempotencyKey: optional(context.values, 'idempotency-key') });
      context.out(fields(message), message);
    },
  },
  'tasks messages': {
    options: { limit: { type: 'string' }, cursor: { type: 'string' } },
    async run(context) {
      const limit = number(context.values, 'limit');
      const cursor = optional(context.values, 'cursor');
      const page = await context.client().listMessages(taskId(context), { ...(limit === undefined ? {} : { limit }), ...(cursor ? { cursor } : {}) });
      const next = page.next_cursor ? `\n\nnext page: --cursor ${page.next_cursor}` : '';
      context.out(`${table(page.data, ['created_at', 'from', 'text'])}${next}`, page);
    },
  },
  'webhooks verify': {
    options: {
      secret: { type: 'string', multiple: true },
      'body-file': { type: 'string' },
      header: { type: 'string', multiple: true },
      tolerance: { type: 'string' },
    },
    needsApiKey: false,
    async run({ values, out }) {
      const headers: Record<string, string> = {};
      for (const line of (values.header as string[] | undefined) ?? []) {
        const colon = line.indexOf(':');
        if (colon < 1) throw new UsageError(`--header must be 'name: value', got ${line}`);
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      const bodyFile = required(values, 'body-file');
      // The raw bytes: a signature covers the body exactly as sent.
      const body = new Uint8Array(readFileSync(bodyFile === '-' ? 0 : bodyFile));
      const toleranceSeconds = number(values, 'tolerance');
      const secrets = (values.secret as string[] | undefined) ?? [];
      if (secrets.length === 0) throw new UsageError('--secret is required');
      // Several: a receiver rotating its secret accepts either.
      const event = await verifyWebhook(secrets, body, headers, toleranceSeconds === undefined ? {} : { toleranceSeconds });
      out(`Valid signature\n\n${fields(event)}`, { valid: true, event });
    },
  },
  'credential decrypt': {
    options: { key: { type: 'string' }, file: { type: 'string' } },
    needsApiKey: false,
    async run({ values, out }) {
      const credential = await decryptCredential(encryptedCredentialFrom(required(values, 'file')), privateKeyPem(required(values, 'key')));
      out(fields(credential), credential);
    },
  },
  'credential keygen': {
    options: { out: { type: 'string' }, type: { type: 'string' } },
    needsApiKey: false,
    async run({ values, out }) {
      const name = required(values, 'out');
      const type = ((values.type as string | undefined) ?? 'EC').toUpperCase();
      if (type !== 'EC' && type !== 'RSA') throw new UsageError('--type must be EC or RSA');
      const pair = await createCredentialKeyPair(type);
      writeFileSync(`${name}.key.pem`, pair.privateKeyPem, { mode: 0o600 });
      writeFileSync(`${name}.pub.pem`, pair.publicKeyPem);
      out(`Wrote ${name}.key.pem (private: keep it) and ${name}.pub.pem (tasks create --public-key-file ${name}.pub.pem)`, {
        private_key_file: `${name}.key.pem`,
        public_key_file: `${name}.pub.pem`,
      });
    },
  },
};

/** Splits `group sub` off the front; every command word comes before the options. */
const findCommand = (argv: string[]): { name: string; rest: string[] } | undefined => {
  const [first, second] = argv;
  if (first && COMMANDS[first]) return { name: first, rest: argv.slice(1) };
  if (first && second && COMMANDS[`${first} ${second}`]) return { name: `${first} ${second}`, rest: argv.slice(2) };
  return undefined;
};

const main = async (argv: string[]): Promise<number> => {
  const found = findCommand(argv);
  if (!found) {
    const asked = argv.length === 0 || argv.includes('--help') || argv.includes('-h');
    (asked ? process.stdout : process.stderr).write(asked ? USAGE : `Unknown command: ${argv.slice(0, 2).join(' ')}\n\n${USAGE}`);
    return asked ? 0 : 2;
  }
  const command = COMMANDS[found.name]!;
  try {
    const { values, positionals } = parseArgs({
      args: found.rest,
      options: { ...GLOBAL_OPTIONS, ...command.options },
      allowPositionals: true,
      strict: true,
    });
    if (values.help) {
      process.stdout.write(USAGE);
      return 0;
    }
    const json = Boolean(values.json);
    const apiKey = (values['api-key'] as string | undefined) ?? process.env.HANDOFF_API_KEY;
    if (command.needsApiKey !== false && !apiKey) throw new UsageError('No API key: set HANDOFF_API_KEY or pass --api-key');
    const baseUrl = (values['base-url'] as string | undefined) ?? process.env.HANDOFF_BASE_URL ?? DEFAULT_BASE_URL;
    await command.run({
      values,
      positionals,
      json,
      out: (humanText, data) => console.log(json ? JSON.stringify(data, null, 2) : humanText),
      client: (options = {}) => createHandoffClient({ ...options, apiKey, baseUrl }),
    });
    return 0;
  } catch (error) {
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      process.stderr.write(`${(error as Error).message}\n\nRun handoff --help for usage.\n`);
      return 2;
    }
    if (error instanceof HandoffError) process.stderr.write(`Error ${error.status}: ${error.message}\n`);
    else if (error instanceof TypeError && error.cause)
      process.stderr.write(`Cannot reach the API: ${(error.cause as Error).message ?? error.cause}\n`);
    else process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
};

process.exitCode = await main(process.argv.slice(2));
