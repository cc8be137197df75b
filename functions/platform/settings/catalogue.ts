/**
 * Every setting of the service, once: its environment variable, its default, and its parser. The
 * functions read them from the environment at start-up (./index.ts), the CDK app from its context
 * at synth (./deploy.ts, by the context keys of ./context-keys.ts), both with the same parser, so
 * synth refuses what the functions would refuse; what only a deployment checks besides (the production
 * stage's requirements) is in ./deploy-conditions.ts, apart, as the context keys are. docs/configuration.md is generated from here,
 * from ./catalogue-docs.ts, which says what each of these settings means (apart, so that no function bundles
 * those words), and from ./stack-catalogue.ts, which holds what the local stack and the stacks read and no
 * function does (so that no function bundles it).
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
export const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000';

export const SERVICE_NAME = 'handoff';

/** The sender a stack takes without `mailFrom`: `.example` is reserved (RFC 2606), so no SES identity can be verified for it. */
export const PLACEHOLDER_MAIL_FROM = 'no-reply@handoff.example';

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

// Parsers several settings share, made once (each call would be one more copy of its message in every bundle).
const hoursInAYear = decimal(0, 24 * 365, 'must be a number of hours from 0 to 8760');
const anyDollars = dollars(0, 'must be an amount in dollars with at most 2 decimals');
const positiveDollars = dollars(1, 'must be a positive amount with at most 2 decimals');
const modelId = parsed('must be a Bedrock model or inference profile id (not an ARN)', (text) => (MODEL_ID_PATTERN.test(text) ? text : undefined));

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
    parser: oneOf(APP_ENVS),
  }),
  serviceName: setting({ env: 'POWERTOOLS_SERVICE_NAME', default: SERVICE_NAME, parser: nonEmptyText() }),
  tableName: required({
    env: 'TABLE_NAME',
    parser: nonEmptyText(),
  }),
  dynamodbEndpoint: optional({
    env: 'DYNAMODB_ENDPOINT',
    parser: httpUrl,
  }),
  mailFrom: setting({
    env: 'MAIL_FROM',
    default: PLACEHOLDER_MAIL_FROM,
    parser: nonEmptyText(),
  }),
  // Not the API's own URL by default: the functions would then depend on the API that depends on them.
  publicBaseUrl: setting({
    env: 'PUBLIC_BASE_URL',
    default: '',
    parser: parsed('must be empty or an http(s) URL', (text) => (text === '' || /^https?:\/\/[^\s/]+/.test(text) ? text : undefined)),
  }),
  platformFeeRate: setting({
    env: 'PLATFORM_FEE_RATE',
    default: '0.1',
    parser: feeRate,
    format: (bps) => String(bps / 10_000),
  }),
  callbackAllowHosts: setting({
    env: 'CALLBACK_ALLOW_HOSTS',
    default: '',
    parser: hostList,
    format: (hosts) => [...hosts].join(','),
  }),
  callbackTimeoutMs: setting({
    env: 'CALLBACK_TIMEOUT_MS',
    default: '5000',
    parser: positiveInteger(),
  }),
  callbackRetryBaseMs: setting({
    env: 'CALLBACK_RETRY_BASE_MS',
    default: String(DEFAULT_RETRY_POLICY.baseMs),
    parser: positiveInteger(),
  }),
  callbackRetryMaxDelayMs: setting({
    env: 'CALLBACK_RETRY_MAX_DELAY_MS',
    default: String(DEFAULT_RETRY_POLICY.maxDelayMs),
    parser: positiveInteger(),
  }),
  callbackMaxAttempts: setting({
    env: 'CALLBACK_MAX_ATTEMPTS',
    default: String(DEFAULT_RETRY_POLICY.maxAttempts),
    parser: positiveInteger(),
  }),
  callbackQueueUrl: setting({
    env: 'CALLBACK_QUEUE_URL',
    default: '',
    parser: anyText,
  }),
  x402SettlerFunction: optional({
    env: 'X402_SETTLER_FUNCTION',
    parser: nonEmptyText(),
  }),
  streamDispatchFunction: optional({
    env: 'STREAM_DISPATCH_FUNCTION',
    parser: nonEmptyText(),
  }),
  streamPushFunction: optional({
    env: 'STREAM_PUSH_FUNCTION',
    parser: nonEmptyText(),
  }),
  callbackSecretKmsKeyId: optional({
    env: 'CALLBACK_SECRET_KMS_KEY_ID',
    parser: nonEmptyText(),
  }),
  callbackSecretKeyFile: optional({
    env: 'CALLBACK_SECRET_KEY_FILE',
    parser: nonEmptyText(),
  }),
  pushAllowHosts: setting({
    env: 'PUSH_ALLOW_HOSTS',
    default: '',
    parser: hostList,
    format: (hosts) => [...hosts].join(','),
  }),
  pushVapidSecretArn: optional({
    env: 'PUSH_VAPID_SECRET_ARN',
    parser: nonEmptyText(),
  }),
  pushVapidKeyFile: optional({
    env: 'PUSH_VAPID_KEY_FILE',
    parser: nonEmptyText(),
  }),
  operatorJwtIssuer: setting({
    env: 'OPERATOR_JWT_ISSUER',
    default: '',
    parser: anyText,
  }),
  operatorJwtAudience: setting({
    env: 'OPERATOR_JWT_AUDIENCE',
    default: '',
    parser: anyText,
  }),
  operatorJwksUri: optional({
    env: 'OPERATOR_JWKS_URI',
    parser: httpUrl,
  }),
  staffJwtIssuer: setting({
    env: 'STAFF_JWT_ISSUER',
    default: '',
    parser: anyText,
  }),
  staffJwtAudience: setting({
    env: 'STAFF_JWT_AUDIENCE',
    default: '',
    parser: anyText,
  }),
  staffJwksUri: optional({
    env: 'STAFF_JWKS_URI',
    parser: httpUrl,
  }),
  staffUserPoolId: optional({
    env: 'STAFF_USER_POOL_ID',
    parser: nonEmptyText(),
  }),
  kycAutoApprove: setting({
    env: 'KYC_AUTO_APPROVE',
    default: '1',
    parser: onOff,
  }),
  cognitoUserPoolId: optional({
    env: 'COGNITO_USER_POOL_ID',
    parser: nonEmptyText(),
  }),
  originVerifySecret: optional({
    env: 'ORIGIN_VERIFY_SECRET',
    parser: nonEmptyText(),
  }),
  cognitoEndpoint: optional({
    env: 'COGNITO_ENDPOINT',
    parser: httpUrl,
  }),
  localIdpPrivateKey: optional({
    env: 'LOCAL_IDP_PRIVATE_KEY',
    parser: nonEmptyText(),
  }),
  localIdpKeyId: optional({ env: 'LOCAL_IDP_KEY_ID', parser: nonEmptyText() }),
  mcpRateLimitPerApiKey: optional({
    env: 'MCP_RATE_LIMIT_PER_API_KEY',
    parser: wholeNumber(10, 2_000_000_000, 'must be a whole number of requests, at least 10'),
  }),
  mcpAllowedOrigins: setting({
    env: 'MCP_ALLOWED_ORIGINS',
    default: '',
    parser: originList,
    format: (origins) => [...origins].join(','),
  }),
  adminKeySha256: setting({
    env: 'ADMIN_API_KEY_SHA256',
    default: '',
    parser: sha256Hex,
  }),
  earningsHoldHours: setting({
    env: 'EARNINGS_HOLD_HOURS',
    default: '0',
    parser: hoursInAYear,
  }),
  workGraceHours: setting({
    env: 'WORK_GRACE_HOURS',
    default: '24',
    parser: hoursInAYear,
  }),
  claimWithinMinMinutes: setting({
    env: 'CLAIM_WITHIN_MIN_MINUTES',
    default: '5',
    parser: decimal(0, 10080, 'must be a number of minutes from 0 to 10080'),
  }),
  safetyHoldHours: setting({
    env: 'SAFETY_HOLD_HOURS',
    default: '24',
    parser: hoursInAYear,
  }),
  stallResumeSeconds: setting({
    env: 'STALL_RESUME_SECONDS',
    default: '10',
    parser: wholeNumber(1, 24 * 60 * 60, 'must be a whole number of seconds from 1 to 86400'),
  }),
  disputeAppealHours: setting({
    env: 'DISPUTE_APPEAL_HOURS',
    default: '72',
    parser: hoursInAYear,
  }),
  payoutRequiresMfa: setting({
    env: 'PAYOUT_REQUIRES_MFA',
    default: '0',
    parser: onOff,
    format: (required) => (required ? '1' : '0'),
  }),
  payoutAddressCooldownHours: setting({
    env: 'PAYOUT_ADDRESS_COOLDOWN_HOURS',
    default: '24',
    parser: hoursInAYear,
  }),
  restrictedTasksPerDay: setting({
    env: 'RESTRICTED_TASKS_PER_DAY',
    default: '20',
    parser: wholeNumber(0, 10_000, 'must be a whole number from 0 to 10000'),
  }),
  maxOpenClaims: setting({
    env: 'MAX_OPEN_CLAIMS',
    default: '3',
    parser: wholeNumber(1, 1000, 'must be a whole number from 1 to 1000'),
  }),
  killFeePercent: setting({
    env: 'KILL_FEE_PERCENT',
    default: '10',
    parser: wholeNumber(0, 100, 'must be a whole number from 0 to 100'),
  }),
  killFeeMin: setting({
    env: 'KILL_FEE_MIN_USD',
    default: '1.00',
    parser: anyDollars,
    format: formatDollars,
  }),
  payoutGasFee: setting({
    env: 'PAYOUT_GAS_FEE_USD',
    default: '0.05',
    parser: anyDollars,
    format: formatDollars,
  }),
  sandboxStepSeconds: setting({
    env: 'SANDBOX_STEP_SECONDS',
    default: '2',
    parser: wholeNumber(
      0,
      MAX_SANDBOX_STEP_SECONDS,
      `must be a whole number of seconds up to ${MAX_SANDBOX_STEP_SECONDS} (${SANDBOX_RUN_WAITS} waits in a 5-minute Express execution)`,
    ),
  }),
  guardian: setting({
    env: 'GUARDIAN',
    default: 'rules',
    parser: oneOf(GUARDIAN_KINDS),
  }),
  screening: setting({
    env: 'SCREENING',
    default: 'rules',
    parser: oneOf(SCREENING_KINDS),
  }),
  screeningModelId: setting({
    env: 'SCREENING_MODEL_ID',
    default: DEFAULT_SCREENING_MODEL_ID,
    parser: modelId,
  }),
  guardianConfidenceThreshold: setting({
    env: 'GUARDIAN_CONFIDENCE_THRESHOLD',
    default: String(DEFAULT_CONFIDENCE_THRESHOLD),
    parser: decimal(0, 1, 'must be a number from 0 to 1'),
  }),
  guardianModelId: setting({
    env: 'GUARDIAN_MODEL_ID',
    default: DEFAULT_GUARDIAN_MODEL_ID,
    parser: modelId,
  }),
  photoBucket: setting({
    env: 'PHOTO_BUCKET',
    default: 'handoff-photos-local',
    parser: nonEmptyText(),
  }),
  s3Endpoint: optional({
    env: 'S3_ENDPOINT',
    parser: httpUrl,
  }),
  photoMaxDistanceKm: setting({
    env: 'PHOTO_MAX_DISTANCE_KM',
    default: '1',
    parser: decimal(0, 20_000, 'must be a number of kilometres from 0 to 20000'),
  }),
  photoRetentionDays: setting({
    env: 'PHOTO_RETENTION_DAYS',
    default: '90',
    parser: wholeNumber(1, 3650, 'must be a whole number of days from 1 to 3650'),
  }),
  chainRpcUrl: optional({
    env: 'CHAIN_RPC_URL',
    parser: httpUrl,
  }),
  chainRpcUrlParameter: optional({
    env: 'CHAIN_RPC_URL_PARAMETER',
    parser: parsed('must be an SSM parameter name: a path such as /handoff/prod/chain-rpc-url', (text) =>
      /^(\/[A-Za-z0-9_.-]+){1,15}$/.test(text) && !/^\/(aws|ssm)/i.test(text) ? text : undefined,
    ),
  }),
  chainId: setting({
    env: 'CHAIN_ID',
    default: '8453',
    parser: positiveInteger(),
  }),
  usdcAddress: setting({
    env: 'USDC_CONTRACT_ADDRESS',
    default: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
    parser: address,
  }),
  usdcEip712Name: setting({
    env: 'USDC_EIP712_NAME',
    default: 'USD Coin',
    parser: nonEmptyText(),
  }),
  usdcEip712Version: setting({
    env: 'USDC_EIP712_VERSION',
    default: '2',
    parser: nonEmptyText(),
  }),
  depositAddress: setting({
    env: 'DEPOSIT_ADDRESS',
    default: ZERO_ADDRESS,
    parser: address,
  }),
  confirmations: setting({
    env: 'CHAIN_CONFIRMATIONS',
    default: '12',
    parser: positiveInteger(),
  }),
  chainBlockSeconds: setting({
    env: 'CHAIN_BLOCK_SECONDS',
    default: '2',
    parser: decimal(0.1, 600, 'must be a number of seconds from 0.1 to 600'),
  }),
  minDeposit: setting({
    env: 'DEPOSIT_MIN_USDC',
    default: '5',
    parser: positiveDollars,
    format: formatDollars,
  }),
  maxDeposit: setting({
    env: 'DEPOSIT_MAX_USDC',
    default: '10000',
    parser: positiveDollars,
    format: formatDollars,
  }),
  x402Min: setting({
    env: 'X402_MIN_USD',
    default: '1',
    parser: positiveDollars,
    format: formatDollars,
  }),
  ethUsdPriceFeed: setting({
    env: 'ETH_USD_PRICE_FEED',
    default: '0x71041dddad3595F9CEd3DcCFBe3D1F4b0a16Bb70',
    parser: address,
  }),
  chainPollSeconds: setting({
    env: 'CHAIN_POLL_SECONDS',
    default: '10',
    parser: positiveInteger(),
  }),
  hotWalletPrivateKey: optional({
    env: 'HOT_WALLET_PRIVATE_KEY',
    parser: privateKey,
  }),
  hotWalletKmsKeyId: optional({
    env: 'HOT_WALLET_KMS_KEY_ID',
    parser: nonEmptyText(),
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
