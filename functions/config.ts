/**
 * Runtime configuration, read once from the environment and validated, so a bad deployment
 * fails at start-up instead of on the first request that needs the value.
 */
import { getAddress, isAddress, isHex, zeroAddress, type Address, type Hex } from 'viem';
import { CHAIN_DEFAULTS } from './adapters/chain/defaults';
import { DEFAULT_PLATFORM_FEE_BPS, parseFeeRate } from './core/fees';
import { toCents, type Cents } from './core/money';
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

const positiveInteger = (name: string, fallback: number): number => {
  const value = Number(process.env[name] || fallback);
  if (!Number.isSafeInteger(value) || value < 1) throw new Error(`${name} must be a positive integer, got ${process.env[name]}`);
  return value;
};

/** CALLBACK_RETRY_BASE_MS, CALLBACK_RETRY_MAX_DELAY_MS, CALLBACK_MAX_ATTEMPTS override the 24-hour schedule. */
function callbackRetryPolicy(): RetryPolicy {
  return {
    baseMs: positiveInteger('CALLBACK_RETRY_BASE_MS', DEFAULT_RETRY_POLICY.baseMs),
    maxDelayMs: positiveInteger('CALLBACK_RETRY_MAX_DELAY_MS', DEFAULT_RETRY_POLICY.maxDelayMs),
    maxAttempts: positiveInteger('CALLBACK_MAX_ATTEMPTS', DEFAULT_RETRY_POLICY.maxAttempts),
  };
}

const address = (name: string, fallback: Address): Address => {
  const value = process.env[name] || fallback;
  if (!isAddress(value, { strict: false })) throw new Error(`${name} must be a 0x-prefixed 20-byte address, got ${value}`);
  return getAddress(value);
};

const usdcAmount = (name: string, fallback: number): Cents => {
  const cents = toCents(Number(process.env[name] || fallback));
  if (cents === undefined || cents <= 0) throw new Error(`${name} must be a positive amount with at most 2 decimals, got ${process.env[name]}`);
  return cents;
};

/** Who signs payouts: a key in the environment (local stacks, tests) or an AWS KMS key (deployed). */
export type HotWalletSigner = { kind: 'private-key'; privateKey: Hex } | { kind: 'kms'; keyId: string };

const hotWalletSigner = (): HotWalletSigner | undefined => {
  const privateKey = process.env.HOT_WALLET_PRIVATE_KEY;
  const keyId = process.env.HOT_WALLET_KMS_KEY_ID;
  if (privateKey && keyId) throw new Error('Set HOT_WALLET_PRIVATE_KEY or HOT_WALLET_KMS_KEY_ID, not both');
  if (privateKey) {
    if (!isHex(privateKey) || privateKey.length !== 66) throw new Error('HOT_WALLET_PRIVATE_KEY must be 32 bytes in 0x-prefixed hex');
    return { kind: 'private-key', privateKey };
  }
  return keyId ? { kind: 'kms', keyId } : undefined;
};

/**
 * Where deposits go and how they are checked. Base mainnet and its native USDC by default;
 * with CHAIN_RPC_URL set, deposits and payouts are verified and sent on that chain. Without
 * it the deposit address is the zero address, to which USDC refuses transfers: nobody can
 * lose money by following a development stack's instructions.
 */
const chainSettings = () => {
  const rpcUrl = process.env.CHAIN_RPC_URL || undefined;
  const depositAddress = address('DEPOSIT_ADDRESS', zeroAddress);
  if (rpcUrl && depositAddress === zeroAddress) throw new Error('DEPOSIT_ADDRESS is required when CHAIN_RPC_URL is set');
  const minDeposit = usdcAmount('DEPOSIT_MIN_USDC', CHAIN_DEFAULTS.minDepositUsdc);
  const maxDeposit = usdcAmount('DEPOSIT_MAX_USDC', CHAIN_DEFAULTS.maxDepositUsdc);
  if (minDeposit > maxDeposit) throw new Error('DEPOSIT_MIN_USDC must not exceed DEPOSIT_MAX_USDC');
  return {
    /** The chain's name on the wire. */
    name: 'base' as const,
    rpcUrl,
    chainId: positiveInteger('CHAIN_ID', CHAIN_DEFAULTS.chainId),
    usdcAddress: address('USDC_CONTRACT_ADDRESS', CHAIN_DEFAULTS.usdcAddress),
    depositAddress,
    /** Blocks a deposit or payout needs (its own included) before it counts. */
    confirmations: positiveInteger('CHAIN_CONFIRMATIONS', CHAIN_DEFAULTS.confirmations),
    minDeposit,
    maxDeposit,
    hotWallet: hotWalletSigner(),
    /** A Chainlink ETH/USD aggregator, to price a payout's gas in dollars (Base mainnet's by default). */
    ethUsdPriceFeed: address('ETH_USD_PRICE_FEED', CHAIN_DEFAULTS.ethUsdPriceFeed),
  };
};

export type ChainSettings = ReturnType<typeof chainSettings>;

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
  chain: chainSettings(),
} as const;

export const isDevelopment = (): boolean => config.appEnv === 'development';

/** A chain to verify deposits and send payouts on (CHAIN_RPC_URL); without it they are simulated in development. */
export const onChain = (): boolean => config.chain.rpcUrl !== undefined;
