/**
 * Runtime configuration, read once from the environment and validated, so a bad deployment
 * fails at start-up instead of on the first request that needs the value.
 */
import { DEFAULT_PLATFORM_FEE_BPS, parseFeeRate } from './core/fees';
import { DEFAULT_RETRY_POLICY, type RetryPolicy } from './core/retry-schedule';

export type AppEnv = 'development' | 'production';

const required = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`Missing required environment variable ${name}`);
  return value;
};

const appEnv = (): AppEnv => {
  const value = process.env.APP_ENV ?? 'production';
  if (value !== 'development' && value !== 'production') {
    throw new Error(`APP_ENV must be development or production, got ${value}`);
  }
  return value;
};

/** CALLBACK_RETRY_BASE_MS, CALLBACK_RETRY_MAX_DELAY_MS, CALLBACK_MAX_ATTEMPTS override the 24-hour schedule. */
export function callbackRetryPolicy(): RetryPolicy {
  const number = (name: string, fallback: number) => {
    const value = Number(process.env[name] ?? fallback);
    if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`);
    return value;
  };
  return {
    baseMs: number('CALLBACK_RETRY_BASE_MS', DEFAULT_RETRY_POLICY.baseMs),
    maxDelayMs: number('CALLBACK_RETRY_MAX_DELAY_MS', DEFAULT_RETRY_POLICY.maxDelayMs),
    maxAttempts: number('CALLBACK_MAX_ATTEMPTS', DEFAULT_RETRY_POLICY.maxAttempts),
  };
}

export const config = {
  appEnv: appEnv(),
  tableName: required('TABLE_NAME'),
  /** Set only for DynamoDB Local. */
  dynamodbEndpoint: process.env.DYNAMODB_ENDPOINT || undefined,
  mailFrom: process.env.MAIL_FROM || 'no-reply@handoff.example',
  /** Base of links in emails; empty means links are left out. */
  publicBaseUrl: process.env.PUBLIC_BASE_URL || '',
  /** PLATFORM_FEE_RATE, e.g. 0.1 for 10%, held as basis points. */
  platformFeeBps: process.env.PLATFORM_FEE_RATE ? parseFeeRate(process.env.PLATFORM_FEE_RATE) : DEFAULT_PLATFORM_FEE_BPS,
  /** Hosts exempt from the callback address checks: local tests only, never production. */
  callbackAllowHosts: new Set(
    (process.env.CALLBACK_ALLOW_HOSTS ?? '')
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
  ),
  callbacks: {
    /** How long a receiver has to answer. */
    timeoutMs: Number(process.env.CALLBACK_TIMEOUT_MS ?? 5000),
    /** The backoff; tests shorten it. The queue's maxReceiveCount must equal maxAttempts. */
    retry: callbackRetryPolicy(),
    /** The queue the sender consumes (AWS); the local stack installs its own. */
    queueUrl: process.env.CALLBACK_QUEUE_URL ?? '',
  },
  /** Operator JWTs: Cognito's issuer and app client in AWS, the local issuer locally. */
  operatorJwt: {
    issuer: process.env.OPERATOR_JWT_ISSUER ?? '',
    audience: process.env.OPERATOR_JWT_AUDIENCE ?? '',
    jwksUri: process.env.OPERATOR_JWKS_URI || `${process.env.OPERATOR_JWT_ISSUER ?? ''}/.well-known/jwks.json`,
  },
  /** Where operator logins are created at registration; unset locally (tokens come from /dev/operator-token). */
  cognitoUserPoolId: process.env.COGNITO_USER_POOL_ID || undefined,
  /** SHA-256 (hex) of the admin key; empty refuses every admin request. */
  adminKeySha256: (process.env.ADMIN_API_KEY_SHA256 ?? '').toLowerCase(),
  /** How long released rewards stay pending before they can be paid out. */
  earningsHoldMs: Number(process.env.EARNINGS_HOLD_HOURS ?? 0) * 60 * 60 * 1000,
  /** The network fee an on-chain payout is expected to cost, deducted from what the operator receives. */
  payoutGasFeeUsd: Number(process.env.PAYOUT_GAS_FEE_USD ?? 0.05),
} as const;

export const isDevelopment = (): boolean => config.appEnv === 'development';
