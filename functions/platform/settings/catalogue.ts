/**
 * Every setting of the service, once: its environment variable, its CDK context key when a
 * deployment sets it, its default, and its parser. The functions read them from the environment
 * at start-up (./index.ts), the CDK app from its context at synth (./deploy.ts), both with the
 * same parser, so synth refuses what the functions would refuse. docs/configuration.md is generated from here
 * and from ./stack-catalogue.ts, which holds what the local stack and the stacks read and no function does (so
 * that no function bundles it).
 *
 * Nothing here reads the environment: the CDK app imports this file.
 */

import { DEFAULT_RETRY_POLICY } from '../kernel/retry-schedule';
import {
  type AnySetting,
  address,
  anyText,
  decimal,
  dollars,
  formatDollars,
  nonEmptyText,
  oneOf,
  optional,
  parsed,
  type Rule,
  required,
  setting,
  url,
  type ValuesOf,
  wholeNumber,
} from './define';

const APP_ENVS = ['development', 'production'] as const;
export type AppEnv = (typeof APP_ENVS)[number];

/** Which Guardian reviews proof (functions/adapters/guardian): the local rules, or a Bedrock model. */
const GUARDIAN_KINDS = ['rules', 'bedrock'] as const;
export type GuardianKind = (typeof GUARDIAN_KINDS)[number];

/** What screens requests against the acceptable use policy (functions/adapters/screening): the rules alone, or a Bedrock model on top of them. */
const SCREENING_KINDS = ['rules', 'bedrock'] as const;

/** Amazon Nova Micro: text only, the cheapest Bedrock model that takes a forced tool; a screening is a few hundred tokens. */
export const DEFAULT_SCREENING_MODEL_ID = 'amazon.nova-micro-v1:0';

export const DEFAULT_CONFIDENCE_THRESHOLD = 0.9;
/**
 * Amazon Nova Lite: of the vision models the reviewer offers (functions/adapters/guardian/models.ts:
 * Claude 3 Haiku, Claude Haiku 4.5, Nova Lite, Nova Pro), the cheapest per review by the bench
 * (a quarter of Claude 3 Haiku's), it takes the forced verdict tool and images (tested with its
 * answer in bedrock-guardian.test.ts), and it is invocable on demand by its plain id in us-east-1.
 */
export const DEFAULT_GUARDIAN_MODEL_ID = 'amazon.nova-lite-v1:0';

/**
 * A model or inference profile id: dot-separated parts of the characters Bedrock allows in one
 * (letters, digits, '-' and ':'). ARNs ('/') are refused on purpose: the IAM grant is built from the id.
 */
const MODEL_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9:-]*(\.[A-Za-z0-9][A-Za-z0-9:-]*)*$/;

/** USDC refuses transfers to it: the deposit address of a stack without a chain, so its instructions cannot lose money. */
const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000';

export const SERVICE_NAME = 'handoff';

/** The stage whose synth is the production profile: it refuses to build without each `production` condition below. */
export const PRODUCTION_STAGE = 'prod';

/** The sender a stack takes without `mailFrom`: `.example` is reserved (RFC 2606), so no SES identity can be verified for it. */
export const PLACEHOLDER_MAIL_FROM = 'no-reply@handoff.example';

/** Said by every `production` condition, so the synth's message tells where the requirement comes from. */
export const IN_PRODUCTION = `is required at stage ${PRODUCTION_STAGE}`;

/** A switch: `1` on, `0` off. */
export const onOff = parsed('must be 1 or 0', (text) => (text === '1' ? true : text === '0' ? false : undefined));

export const positiveInteger = (max = Number.MAX_SAFE_INTEGER) => wholeNumber(1, max, 'must be a positive integer');

/** A fee rate from 0 to 1 with at most 4 decimals (0.01%), held as basis points. */
const feeRate = parsed('must be a number from 0 to 1 with at most 4 decimals', (text) =>
  /^\d+(\.\d{1,4})?$/.test(text) && Number(text) <= 1 ? Math.round(Number(text) * 10_000) : undefined,
);

/** Empty (admin routes refuse every request) or a SHA-256 in hex, held lower-case. */
const sha256Hex = parsed('must be empty or the SHA-256 of the admin key, as 64 hex digits', (text) =>
  /^([0-9a-fA-F]{64})?$/.test(text) ? text.toLowerCase() : undefined,
);

const hostList = parsed('must be comma-separated host names', (text) => {
  const hosts = text
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  return hosts.every((host) => /^[^\s/]+$/.test(host)) ? new Set(hosts) : undefined;
});

/** Web origins (`scheme://host[:port]`, no path), held as each parses (`new URL(...).origin`). */
const originList = parsed('must be comma-separated origins such as https://app.example (scheme, host and port only)', (text) => {
  const origins = text
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  const parsedOrigins = origins.map((origin) => {
    try {
      const url = new URL(origin);
      const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
      return /^https?:$/.test(url.protocol) && bare ? url.origin : undefined;
    } catch {
      return undefined;
    }
  });
  return parsedOrigins.every((origin) => origin !== undefined) ? new Set(parsedOrigins as string[]) : undefined;
});

const privateKey = parsed('must be 32 bytes in 0x-prefixed hex', (text) => (/^0x[0-9a-fA-F]{64}$/.test(text) ? (text as `0x${string}`) : undefined));

const httpUrl = url(/^https?$/, 'must be an http(s) URL');

/**
 * Express executions end after 5 minutes, and a sandbox run waits before each of its 4 simulated
 * steps (the tasks domain's SANDBOX_STEPS: a unit test holds the two to each other), so each wait
 * must leave the steps their time.
 */
export const SANDBOX_RUN_WAITS = 4;
export const MAX_SANDBOX_STEP_SECONDS = 30;

/** The settings of the functions, flat; ./runtime.ts groups them into `config`. */
export const SETTINGS = {
  appEnv: setting({
    env: 'APP_ENV',
    default: 'production',
    defaultText: '`development` locally, `production` deployed',
    parser: oneOf(APP_ENVS),
    about: 'Development approves KYC and confirms deposits at once and exposes `/dev/*`',
  }),
  serviceName: setting({ env: 'POWERTOOLS_SERVICE_NAME', default: SERVICE_NAME, parser: nonEmptyText(), about: 'The `service` of every log line' }),
  tableName: required({
    env: 'TABLE_NAME',
    defaultText: '`handoff-local` locally; set by CDK',
    parser: nonEmptyText(),
    about: 'The single DynamoDB table',
  }),
  dynamodbEndpoint: optional({
    env: 'DYNAMODB_ENDPOINT',
    defaultText: 'set by the local stack',
    parser: httpUrl,
    about: "DynamoDB Local's URL; unset in AWS",
  }),
  mailFrom: setting({
    env: 'MAIL_FROM',
    context: 'mailFrom',
    default: PLACEHOLDER_MAIL_FROM,
    parser: nonEmptyText(),
    production: { holds: (from) => from !== PLACEHOLDER_MAIL_FROM, must: `${IN_PRODUCTION}: a sender verified in SES` },
    about:
      "SES sender of verification mail (production) and, at the production stage, of the operators' Cognito invitations; the SES identity must be verified",
  }),
  // Not the API's own URL by default: the functions would then depend on the API that depends on them.
  publicBaseUrl: setting({
    env: 'PUBLIC_BASE_URL',
    context: 'publicBaseUrl',
    default: '',
    parser: parsed('must be empty or an http(s) URL', (text) => (text === '' || /^https?:\/\/[^\s/]+/.test(text) ? text : undefined)),
    about: 'Base of links in emails; without it, emails carry the token only',
  }),
  platformFeeRate: setting({
    env: 'PLATFORM_FEE_RATE',
    context: 'platformFeeRate',
    default: '0.1',
    parser: feeRate,
    format: (bps) => String(bps / 10_000),
    about: 'Platform fee on top of the reward (0 to 1, rounded to the cent, halves up)',
  }),
  callbackAllowHosts: setting({
    env: 'CALLBACK_ALLOW_HOSTS',
    default: '',
    parser: hostList,
    format: (hosts) => [...hosts].join(','),
    about: 'Comma-separated hosts exempt from the callback address checks: local tests only, never production',
  }),
  callbackTimeoutMs: setting({
    env: 'CALLBACK_TIMEOUT_MS',
    default: '5000',
    parser: positiveInteger(),
    about: 'How long a callback receiver has to answer',
  }),
  callbackRetryBaseMs: setting({
    env: 'CALLBACK_RETRY_BASE_MS',
    default: String(DEFAULT_RETRY_POLICY.baseMs),
    parser: positiveInteger(),
    about: 'First delay of the callback retry schedule (doubling); tests shorten it',
  }),
  callbackRetryMaxDelayMs: setting({
    env: 'CALLBACK_RETRY_MAX_DELAY_MS',
    default: String(DEFAULT_RETRY_POLICY.maxDelayMs),
    parser: positiveInteger(),
    about: 'Longest delay of the callback retry schedule',
  }),
  callbackMaxAttempts: setting({
    env: 'CALLBACK_MAX_ATTEMPTS',
    default: String(DEFAULT_RETRY_POLICY.maxAttempts),
    parser: positiveInteger(),
    about: "Callback attempts (at least 24 hours of retries by default); the queue's `maxReceiveCount` is the same number",
  }),
  callbackQueueUrl: setting({
    env: 'CALLBACK_QUEUE_URL',
    default: '',
    defaultText: 'set by CDK',
    parser: anyText,
    about: 'The callback queue (the sender changes message visibility for its backoff)',
  }),
  x402SettlerFunction: optional({
    env: 'X402_SETTLER_FUNCTION',
    defaultText: 'set by CDK (unset: the local stack runs the settler in-process)',
    parser: nonEmptyText(),
    about:
      "The function that checks, settles from the hot wallet and credits x402 payments (contexts/money/deposits/sender/settle-payment), under the payout signer's role: " +
      'task and batch creation invoke it, never signing themselves nor holding the chain code',
  }),
  streamDispatchFunction: optional({
    env: 'STREAM_DISPATCH_FUNCTION',
    defaultText: 'set by CDK (the stream fan-out)',
    parser: nonEmptyText(),
    about:
      "The workflow dispatcher, which the table stream's fan-out invokes with the records that start workflows (functions/manifest/stream-fan-out.ts)",
  }),
  streamPushFunction: optional({
    env: 'STREAM_PUSH_FUNCTION',
    defaultText: 'set by CDK (the stream fan-out)',
    parser: nonEmptyText(),
    about: "The Web Push sender, which the table stream's fan-out invokes with the records that notify operators",
  }),
  callbackSecretKmsKeyId: optional({
    env: 'CALLBACK_SECRET_KMS_KEY_ID',
    defaultText: 'set by CDK',
    parser: nonEmptyText(),
    about: 'KMS key that seals callback secrets in AWS',
  }),
  callbackSecretKeyFile: optional({
    env: 'CALLBACK_SECRET_KEY_FILE',
    defaultText: '`.local/keys/callback-secrets.key` (made on first start)',
    parser: nonEmptyText(),
    about: 'The local stand-in for that key: 32 random bytes, owner-only',
  }),
  pushAllowHosts: setting({
    env: 'PUSH_ALLOW_HOSTS',
    default: '',
    parser: hostList,
    format: (hosts) => [...hosts].join(','),
    about: 'Comma-separated push endpoint hosts exempt from the callback address checks: local tests only, never production',
  }),
  pushVapidSecretArn: optional({
    env: 'PUSH_VAPID_SECRET_ARN',
    defaultText: 'set by CDK',
    parser: nonEmptyText(),
    about: 'The Secrets Manager secret holding the Web Push VAPID key pair (made at the first deploy)',
  }),
  pushVapidKeyFile: optional({
    env: 'PUSH_VAPID_KEY_FILE',
    defaultText: '`.local/keys/vapid.json` (made on first start)',
    parser: nonEmptyText(),
    about: 'The local stand-in for that secret: the key pair as JSON, owner-only',
  }),
  operatorJwtIssuer: setting({
    env: 'OPERATOR_JWT_ISSUER',
    default: '',
    defaultText: "the local issuer; Cognito's in AWS",
    parser: anyText,
    about: 'Issuer of operator JWTs',
  }),
  operatorJwtAudience: setting({
    env: 'OPERATOR_JWT_AUDIENCE',
    default: '',
    defaultText: "the local issuer's; the app client in AWS",
    parser: anyText,
    about: 'Audience of operator JWTs',
  }),
  operatorJwksUri: optional({
    env: 'OPERATOR_JWKS_URI',
    defaultText: '`<issuer>/.well-known/jwks.json`',
    parser: httpUrl,
    about: 'Where the keys of operator JWTs are published',
  }),
  staffJwtIssuer: setting({
    env: 'STAFF_JWT_ISSUER',
    default: '',
    defaultText: "the local user-pool emulator's staff pool; Cognito's staff pool in AWS",
    parser: anyText,
    about: 'Issuer of back-office staff JWTs (a user pool of its own: an operator token never passes for staff)',
  }),
  staffJwtAudience: setting({
    env: 'STAFF_JWT_AUDIENCE',
    default: '',
    defaultText: "the staff pool's back-office client",
    parser: anyText,
    about: 'Audience of staff JWTs',
  }),
  staffJwksUri: optional({
    env: 'STAFF_JWKS_URI',
    defaultText: '`<issuer>/.well-known/jwks.json`',
    parser: httpUrl,
    about: 'Where the keys of staff JWTs are published',
  }),
  staffUserPoolId: optional({
    env: 'STAFF_USER_POOL_ID',
    defaultText: 'set by the local stack; set by CDK',
    parser: nonEmptyText(),
    about: 'Where staff logins are created (`POST /admin/admins`): Cognito mails the invitation with a temporary password',
  }),
  kycAutoApprove: setting({
    env: 'KYC_AUTO_APPROVE',
    default: '1',
    parser: onOff,
    about: 'Development only: `1` approves a new operator at once, `0` keeps them PENDING until staff decide (production always waits)',
  }),
  cognitoUserPoolId: optional({
    env: 'COGNITO_USER_POOL_ID',
    defaultText: 'unset locally',
    parser: nonEmptyText(),
    about: 'Where operator logins are created at registration',
  }),
  originVerifySecret: optional({
    env: 'ORIGIN_VERIFY_SECRET',
    defaultText: "the API stack's secret (deployed); unset locally, where no edge stands in front",
    parser: nonEmptyText(),
    about:
      'The Secrets Manager secret whose value the edge sends in `X-Origin-Verify`: API requests without it are refused (403), so nobody bypasses the edge',
  }),
  cognitoEndpoint: optional({
    env: 'COGNITO_ENDPOINT',
    defaultText: "Cognito's own in AWS; the local stack's user-pool emulator locally",
    parser: httpUrl,
    about: 'The user-pool API the service creates logins through',
  }),
  localIdpPrivateKey: optional({
    env: 'LOCAL_IDP_PRIVATE_KEY',
    defaultText: 'set by the local stack',
    parser: nonEmptyText(),
    about: "The local identity provider's signing key (PKCS #8 PEM), for `/dev/operator-token`",
  }),
  localIdpKeyId: optional({ env: 'LOCAL_IDP_KEY_ID', defaultText: 'set by the local stack', parser: nonEmptyText(), about: 'Its key id (`kid`)' }),
  mcpRateLimitPerApiKey: optional({
    env: 'MCP_RATE_LIMIT_PER_API_KEY',
    defaultText: 'set from `RATE_LIMIT_PER_API_KEY` by the CDK app, and by the local stack with `RATE_LIMITS=1`',
    parser: wholeNumber(10, 2_000_000_000, 'must be a whole number of requests, at least 10'),
    about:
      'Requests per minute one API key may make to `POST /mcp`, however it is sent (`X-API-Key` or `Authorization: Bearer`): one counter, ' +
      'kept by the function because the edge counts each header apart; unset: not counted',
  }),
  mcpAllowedOrigins: setting({
    env: 'MCP_ALLOWED_ORIGINS',
    context: 'mcpAllowedOrigins',
    default: '',
    parser: originList,
    format: (origins) => [...origins].join(','),
    about:
      "Web origins, comma-separated, whose pages may call `/mcp` besides the service's own: a request with any other `Origin` " +
      'header answers 403 (DNS rebinding protection, as the MCP transport asks); a request without `Origin` is taken',
  }),
  adminKeySha256: setting({
    env: 'ADMIN_API_KEY_SHA256',
    context: 'adminApiKeySha256',
    default: '',
    parser: sha256Hex,
    production: { holds: (hash) => hash !== '', must: `${IN_PRODUCTION}: the SHA-256 of the admin key` },
    about: 'SHA-256 (64 hex digits) of the admin key; empty refuses every admin request',
  }),
  earningsHoldHours: setting({
    env: 'EARNINGS_HOLD_HOURS',
    context: 'earningsHoldHours',
    default: '0',
    deployedDefault: '72',
    parser: decimal(0, 24 * 365, 'must be a number of hours from 0 to 8760'),
    about: 'How long released rewards stay pending before they can be paid out',
  }),
  workGraceHours: setting({
    env: 'WORK_GRACE_HOURS',
    context: 'workGraceHours',
    default: '24',
    parser: decimal(0, 24 * 365, 'must be a number of hours from 0 to 8760'),
    about: 'How long past its deadline claimed work may still be submitted; then the task is cancelled and refunded',
  }),
  claimWithinMinMinutes: setting({
    env: 'CLAIM_WITHIN_MIN_MINUTES',
    context: 'claimWithinMinMinutes',
    default: '5',
    parser: decimal(0, 10080, 'must be a number of minutes from 0 to 10080'),
    about:
      'The shortest claim deadline (claim_within_minutes, may be fractional) a task may ask for; a task still unclaimed at its claim deadline is cancelled and its whole escrow refunded',
  }),
  safetyHoldHours: setting({
    env: 'SAFETY_HOLD_HOURS',
    context: 'safetyHoldHours',
    default: '24',
    parser: decimal(0, 24 * 365, 'must be a number of hours from 0 to 8760'),
    about: 'How long a HELD task waits for staff to release or refuse it; then it is cancelled and its whole escrow refunded',
  }),
  stallResumeSeconds: setting({
    env: 'STALL_RESUME_SECONDS',
    context: 'stallResumeSeconds',
    default: '10',
    deployedDefault: '300',
    parser: wholeNumber(1, 24 * 60 * 60, 'must be a whole number of seconds from 1 to 86400'),
    about:
      'How long a task may wait for its next automatic step (review, finalization, a sandbox step) before the timer sweep starts that step again; each further restart waits once more as long',
  }),
  disputeAppealHours: setting({
    env: 'DISPUTE_APPEAL_HOURS',
    context: 'disputeAppealHours',
    default: '72',
    parser: decimal(0, 24 * 365, 'must be a number of hours from 0 to 8760'),
    about: 'How long an operator may appeal a rejected proof; an unappealed dispute is then refunded to the agent',
  }),
  payoutRequiresMfa: setting({
    env: 'PAYOUT_REQUIRES_MFA',
    context: 'payoutRequiresMfa',
    default: '0',
    deployedDefault: '1',
    defaultText: '`0` locally (operators from `/dev/operator-token` sign in without the app), `1` deployed',
    parser: onOff,
    format: (required) => (required ? '1' : '0'),
    production: { holds: (required) => required, must: `${IN_PRODUCTION}: payouts only for operators with an authenticator app (1)` },
    about:
      '`1`: an operator must have an authenticator app (TOTP) set up on their login before requesting a payout (403 otherwise); the service asks the user pool (AdminGetUser)',
  }),
  payoutAddressCooldownHours: setting({
    env: 'PAYOUT_ADDRESS_COOLDOWN_HOURS',
    context: 'payoutAddressCooldownHours',
    default: '24',
    parser: decimal(0, 24 * 365, 'must be a number of hours from 0 to 8760'),
    about:
      'How long a new payout address waits before payouts may go to it (the first is usable at once); the operator is mailed when it changes, and the previous address stays usable meanwhile',
  }),
  restrictedTasksPerDay: setting({
    env: 'RESTRICTED_TASKS_PER_DAY',
    context: 'restrictedTasksPerDay',
    default: '20',
    parser: wholeNumber(0, 10_000, 'must be a whole number from 0 to 10000'),
    about:
      'How many tasks of the restricted types (CAPTCHA_SOLVING, ACCOUNT_CREATION, PHONE_VERIFICATION, API_KEY_PROCUREMENT, SUBSCRIPTION_SETUP) one agent may create per UTC day (429 past it)',
  }),
  maxOpenClaims: setting({
    env: 'MAX_OPEN_CLAIMS',
    context: 'maxOpenClaims',
    default: '3',
    parser: wholeNumber(1, 1000, 'must be a whole number from 1 to 1000'),
    about: 'How many tasks one operator may hold at once (ESTIMATE_PENDING, ACCEPTED or IN_PROGRESS)',
  }),
  killFeePercent: setting({
    env: 'KILL_FEE_PERCENT',
    context: 'killFeePercent',
    default: '10',
    parser: wholeNumber(0, 100, 'must be a whole number from 0 to 100'),
    about:
      "The share of the reward (floored to the cent) an agent's cancel of an ACCEPTED task pays its operator from the escrow, at least KILL_FEE_MIN_USD and at most the reward",
  }),
  killFeeMin: setting({
    env: 'KILL_FEE_MIN_USD',
    context: 'killFeeMinUsd',
    default: '1.00',
    parser: dollars(0, 'must be an amount in dollars with at most 2 decimals'),
    format: formatDollars,
    about: "The least kill fee an agent's cancel of an ACCEPTED task pays its operator (never more than the reward)",
  }),
  payoutGasFee: setting({
    env: 'PAYOUT_GAS_FEE_USD',
    context: 'payoutGasFeeUsd',
    default: '0.05',
    parser: dollars(0, 'must be an amount in dollars with at most 2 decimals'),
    format: formatDollars,
    about: "Network fee deducted from a payout's net amount when there is no chain (or its price feed cannot be read)",
  }),
  sandboxStepSeconds: setting({
    env: 'SANDBOX_STEP_SECONDS',
    context: 'sandboxStepSeconds',
    default: '2',
    parser: wholeNumber(
      0,
      MAX_SANDBOX_STEP_SECONDS,
      `must be a whole number of seconds up to ${MAX_SANDBOX_STEP_SECONDS} (${SANDBOX_RUN_WAITS} waits in a 5-minute Express execution)`,
    ),
    about: 'Pause between the simulated steps of a sandbox task',
  }),
  guardian: setting({
    env: 'GUARDIAN',
    context: 'guardian',
    default: 'rules',
    deployedDefault: 'bedrock',
    parser: oneOf(GUARDIAN_KINDS),
    about: 'Proof reviewer: `rules` or `bedrock`. In production `rules` never approves: every proof waits for the agent (MANUAL_REVIEW)',
  }),
  screening: setting({
    env: 'SCREENING',
    context: 'screening',
    default: 'rules',
    deployedDefault: 'bedrock',
    parser: oneOf(SCREENING_KINDS),
    about:
      'What screens tasks, templates and agent messages against the acceptable use policy: `rules` (phrases and patterns) or `bedrock` (the rules, then a Bedrock model; a failed model call holds the task)',
  }),
  screeningModelId: setting({
    env: 'SCREENING_MODEL_ID',
    context: 'screeningModelId',
    default: DEFAULT_SCREENING_MODEL_ID,
    parser: parsed('must be a Bedrock model or inference profile id (not an ARN)', (text) => (MODEL_ID_PATTERN.test(text) ? text : undefined)),
    about: 'Bedrock model (or cross-Region inference profile) of the `bedrock` screening',
  }),
  guardianConfidenceThreshold: setting({
    env: 'GUARDIAN_CONFIDENCE_THRESHOLD',
    context: 'guardianConfidenceThreshold',
    default: String(DEFAULT_CONFIDENCE_THRESHOLD),
    parser: decimal(0, 1, 'must be a number from 0 to 1'),
    about: 'An APPROVE at or above it verifies the task; below, MANUAL_REVIEW',
  }),
  guardianModelId: setting({
    env: 'GUARDIAN_MODEL_ID',
    context: 'guardianModelId',
    default: DEFAULT_GUARDIAN_MODEL_ID,
    parser: parsed('must be a Bedrock model or inference profile id (not an ARN)', (text) => (MODEL_ID_PATTERN.test(text) ? text : undefined)),
    about: 'Bedrock model (or cross-Region inference profile) of the `bedrock` reviewer',
  }),
  photoBucket: setting({
    env: 'PHOTO_BUCKET',
    default: 'handoff-photos-local',
    defaultText: '`handoff-photos-local` locally; set by CDK',
    parser: nonEmptyText(),
    about: 'The private S3 bucket of proof photos',
  }),
  s3Endpoint: optional({
    env: 'S3_ENDPOINT',
    defaultText: 'set by the local stack',
    parser: httpUrl,
    about: "The local S3 server's URL (path-style); unset in AWS",
  }),
  photoMaxDistanceKm: setting({
    env: 'PHOTO_MAX_DISTANCE_KM',
    context: 'photoMaxDistanceKm',
    default: '1',
    parser: decimal(0, 20_000, 'must be a number of kilometres from 0 to 20000'),
    about: "How far a photo's EXIF GPS position may lie from the task's `location`",
  }),
  photoRetentionDays: setting({
    env: 'PHOTO_RETENTION_DAYS',
    context: 'photoRetentionDays',
    default: '90',
    parser: wholeNumber(1, 3650, 'must be a whole number of days from 1 to 3650'),
    about: "Days after its task ended that the photo bucket's lifecycle rule deletes a photo (an unfinished task's, after upload)",
  }),
  chainRpcUrl: optional({
    env: 'CHAIN_RPC_URL',
    context: 'chainRpcUrl',
    parser: httpUrl,
    deployed: { holds: (rpcUrl) => rpcUrl.startsWith('https://'), must: 'must be an https URL' },
    // A provider's URL often embeds its API key: the production stage keeps it out of the functions' environment.
    production: {
      holds: (rpcUrl) => rpcUrl === undefined,
      must: `must be unset at stage ${PRODUCTION_STAGE}: store the URL in SSM and name the parameter in chainRpcUrlParameter`,
    },
    about:
      "The chain's JSON-RPC endpoint (https when deployed). Set: deposits are verified and payouts sent on that chain (chain mode). " +
      'Unset: development credits deposits at once and simulates payouts; production refuses both (503)',
  }),
  chainRpcUrlParameter: optional({
    env: 'CHAIN_RPC_URL_PARAMETER',
    context: 'chainRpcUrlParameter',
    parser: parsed('must be an SSM parameter name: a path such as /handoff/prod/chain-rpc-url', (text) =>
      /^(\/[A-Za-z0-9_.-]+){1,15}$/.test(text) && !/^\/(aws|ssm)/i.test(text) ? text : undefined,
    ),
    production: { holds: (name) => name !== undefined, must: `${IN_PRODUCTION}: the SSM parameter holding the chain RPC URL` },
    about:
      'Instead of `CHAIN_RPC_URL`: the SSM Parameter Store parameter (SecureString) holding it, read at run time by the functions that ' +
      'talk to the chain (cached 5 minutes), so a URL carrying an API key is in no environment or template. Set: chain mode',
  }),
  chainId: setting({
    env: 'CHAIN_ID',
    context: 'chainId',
    default: '8453',
    defaultText: '`8453` (Base mainnet)',
    parser: positiveInteger(),
    about: 'Chain id shown in `deposit-address` and signed into transactions',
  }),
  usdcAddress: setting({
    env: 'USDC_CONTRACT_ADDRESS',
    context: 'usdcContractAddress',
    default: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
    parser: address,
    about: "The USDC token (Base's native USDC)",
  }),
  usdcEip712Name: setting({
    env: 'USDC_EIP712_NAME',
    context: 'usdcEip712Name',
    default: 'USD Coin',
    defaultText:
      "`USD Coin` (Base mainnet's USDC, and the local chain's test token); Base Sepolia's USDC (`0x036CbD53842c5426634e7929541eC2318f3dCF7e`) is `USDC`",
    parser: nonEmptyText(),
    about:
      "The `name` of the USDC token's EIP-712 domain (its `name()`): what an x402 payment's EIP-3009 authorization is signed for, with " +
      "`USDC_EIP712_VERSION`, `CHAIN_ID` and `USDC_CONTRACT_ADDRESS`; shown in the 402 requirements' `extra`. A wrong one refuses every payment",
  }),
  usdcEip712Version: setting({
    env: 'USDC_EIP712_VERSION',
    context: 'usdcEip712Version',
    default: '2',
    defaultText: "`2` (Circle's FiatToken v2, Base mainnet and Base Sepolia alike)",
    parser: nonEmptyText(),
    about: "The `version` of the USDC token's EIP-712 domain (its `version()`)",
  }),
  depositAddress: setting({
    env: 'DEPOSIT_ADDRESS',
    context: 'depositAddress',
    default: ZERO_ADDRESS,
    defaultText: 'the zero address (required in chain mode)',
    parser: address,
    production: { holds: (deposit) => deposit !== ZERO_ADDRESS, must: `${IN_PRODUCTION}: where agents send USDC` },
    about: "Where agents send USDC; USDC refuses transfers to the zero address, so a development stack's instructions cannot lose money",
  }),
  confirmations: setting({
    env: 'CHAIN_CONFIRMATIONS',
    context: 'chainConfirmations',
    default: '12',
    parser: positiveInteger(),
    about: "Blocks (the transaction's own included) before a deposit is credited or a payout confirmed",
  }),
  chainBlockSeconds: setting({
    env: 'CHAIN_BLOCK_SECONDS',
    context: 'chainBlockSeconds',
    default: '2',
    defaultText: '`2` (Base mainnet and Base Sepolia)',
    parser: decimal(0.1, 600, 'must be a number of seconds from 0.1 to 600'),
    about:
      "The chain's block time: how long a missing confirmation takes, for the `Retry-After` of a payment or deposit waiting for " +
      'its `CHAIN_CONFIRMATIONS` (set it with `CHAIN_ID` for another chain; 1 for a local chain that mines on demand)',
  }),
  minDeposit: setting({
    env: 'DEPOSIT_MIN_USDC',
    context: 'depositMinUsdc',
    default: '5',
    parser: dollars(1, 'must be a positive amount with at most 2 decimals'),
    format: formatDollars,
    about: 'Smallest deposit report',
  }),
  maxDeposit: setting({
    env: 'DEPOSIT_MAX_USDC',
    context: 'depositMaxUsdc',
    default: '10000',
    parser: dollars(1, 'must be a positive amount with at most 2 decimals'),
    format: formatDollars,
    about: 'Largest deposit report',
  }),
  x402Min: setting({
    env: 'X402_MIN_USD',
    context: 'x402MinUsd',
    default: '1',
    parser: dollars(1, 'must be a positive amount with at most 2 decimals'),
    format: formatDollars,
    about:
      'Smallest x402 payment: a 402 asks for the shortfall or this, whichever is larger, so that a settlement the platform pays gas for ' +
      'is never for a few cents',
  }),
  ethUsdPriceFeed: setting({
    env: 'ETH_USD_PRICE_FEED',
    context: 'ethUsdPriceFeed',
    default: '0x71041dddad3595F9CEd3DcCFBe3D1F4b0a16Bb70',
    defaultText: '`0x71041dddad3595F9CEd3DcCFBe3D1F4b0a16Bb70` (Chainlink ETH/USD on Base)',
    parser: address,
    about: "Prices a payout's gas in dollars; unreadable: the flat `PAYOUT_GAS_FEE_USD` applies",
  }),
  chainPollSeconds: setting({
    env: 'CHAIN_POLL_SECONDS',
    context: 'chainPollSeconds',
    default: '10',
    parser: positiveInteger(),
    about: 'Seconds between the checks of the chain workflows',
  }),
  hotWalletPrivateKey: optional({
    env: 'HOT_WALLET_PRIVATE_KEY',
    parser: privateKey,
    about: 'Local stacks and tests only: the key that signs payouts',
  }),
  hotWalletKmsKeyId: optional({
    env: 'HOT_WALLET_KMS_KEY_ID',
    defaultText: "the data stack's key (deployed)",
    parser: nonEmptyText(),
    about: 'An AWS KMS `ECC_SECG_P256K1` key that signs payouts; the key never leaves KMS',
  }),
} satisfies Record<string, AnySetting>;

export type Settings = ValuesOf<typeof SETTINGS>;

/** Conditions between settings, checked at start-up and, where all of them are deployable, at synth. */
export const RULES: readonly Rule<Settings>[] = [
  {
    settings: ['chainRpcUrl', 'depositAddress'],
    holds: ({ chainRpcUrl, depositAddress }) => chainRpcUrl === undefined || depositAddress !== ZERO_ADDRESS,
    says: (name) => `${name.depositAddress} is required with ${name.chainRpcUrl}`,
  },
  {
    settings: ['chainRpcUrlParameter', 'depositAddress'],
    holds: ({ chainRpcUrlParameter, depositAddress }) => chainRpcUrlParameter === undefined || depositAddress !== ZERO_ADDRESS,
    says: (name) => `${name.depositAddress} is required with ${name.chainRpcUrlParameter}`,
  },
  {
    settings: ['chainRpcUrl', 'chainRpcUrlParameter'],
    holds: ({ chainRpcUrl, chainRpcUrlParameter }) => !(chainRpcUrl && chainRpcUrlParameter),
    says: (name) => `Set ${name.chainRpcUrl} or ${name.chainRpcUrlParameter}, not both`,
  },
  {
    settings: ['minDeposit', 'maxDeposit'],
    holds: ({ minDeposit, maxDeposit }) => minDeposit <= maxDeposit,
    says: (name) => `${name.minDeposit} must not exceed ${name.maxDeposit}`,
  },
  {
    settings: ['hotWalletPrivateKey', 'hotWalletKmsKeyId'],
    holds: ({ hotWalletPrivateKey, hotWalletKmsKeyId }) => !(hotWalletPrivateKey && hotWalletKmsKeyId),
    says: (name) => `Set ${name.hotWalletPrivateKey} or ${name.hotWalletKmsKeyId}, not both`,
  },
];
