/**
 * The functions' settings, read from an environment and grouped the way the code uses them.
 * A pure function of its argument: ./index.ts gives it process.env once, tests give it their own.
 */
import { RULES, SETTINGS, type Settings } from './catalogue';
import { type AnySetting, brokenRules, readSettings, type Setting, SettingsError, type ValuesOf } from './define';

export type Environment = Readonly<Record<string, string | undefined>>;

/** Who signs payouts: a key in the environment (local stacks, tests) or an AWS KMS key (deployed). */
export type HotWalletSigner = { kind: 'private-key'; privateKey: `0x${string}` } | { kind: 'kms'; keyId: string };

/** An unset or empty variable takes the setting's default. */
const fromEnvironment = (env: Environment) => (setting: Setting<unknown>) => env[setting.env] || undefined;
const byVariable = (setting: Setting<unknown>) => setting.env;

const hotWalletSigner = ({ hotWalletPrivateKey, hotWalletKmsKeyId }: Settings): HotWalletSigner | undefined => {
  if (hotWalletPrivateKey) return { kind: 'private-key', privateKey: hotWalletPrivateKey };
  return hotWalletKmsKeyId ? { kind: 'kms', keyId: hotWalletKmsKeyId } : undefined;
};

/**
 * Where deposits go and how they are checked. Base mainnet and its native USDC by default;
 * with CHAIN_RPC_URL set, deposits and payouts are verified and sent on that chain. Addresses
 * are as configured: the chain adapter checksums them (adapters/chain/chain-addresses.ts).
 */
const chainSettings = (values: Settings) => ({
  /** The chain's name on the wire. */
  name: 'base' as const,
  /** The RPC URL itself (local stacks, tests) or, deployed, the SSM parameter holding it (adapters/chain/rpc-url.ts). */
  rpcUrl: values.chainRpcUrl,
  rpcUrlParameter: values.chainRpcUrlParameter,
  chainId: values.chainId,
  usdcAddress: values.usdcAddress,
  /** USDC's EIP-712 domain name and version: with the chain id and its address, what an x402 authorization is signed for. */
  usdcDomain: { name: values.usdcEip712Name, version: values.usdcEip712Version },
  depositAddress: values.depositAddress,
  /** Blocks a deposit or payout needs (its own included) before it counts. */
  confirmations: values.confirmations,
  /** The chain's block time in seconds: how long a missing confirmation takes. */
  blockSeconds: values.chainBlockSeconds,
  /** Bounds of one deposit report, in cents. */
  minDeposit: values.minDeposit,
  maxDeposit: values.maxDeposit,
  /** The smallest x402 payment, in cents. */
  x402Min: values.x402Min,
  hotWallet: hotWalletSigner(values),
  /** A Chainlink ETH/USD aggregator, to price a payout's gas in dollars (Base mainnet's by default). */
  ethUsdPriceFeed: values.ethUsdPriceFeed,
  /** Seconds between a chain workflow's checks (deposit confirmations, payout receipts). */
  pollSeconds: values.chainPollSeconds,
});

export type ChainSettings = ReturnType<typeof chainSettings>;

/** Every setting of the functions from `env`; throws a SettingsError naming each bad variable. */
export const loadSettings = (env: Environment) => {
  const { values, problems } = readSettings(SETTINGS, fromEnvironment(env), byVariable);
  if (problems.length === 0) problems.push(...brokenRules(RULES, values, (key) => SETTINGS[key].env));
  if (problems.length) throw new SettingsError(problems);
  const issuer = values.operatorJwtIssuer;
  return {
    appEnv: values.appEnv,
    /** The `service` of every log line. */
    serviceName: values.serviceName,
    /**
     * Whether the functions that trace (platform/logging/handler-context.ts) load the X-Ray tracer: in
     * Lambda only (elsewhere it would be a no-op), unless POWERTOOLS_TRACE_ENABLED=false.
     */
    tracing: Boolean(env.AWS_LAMBDA_FUNCTION_NAME) && env.POWERTOOLS_TRACE_ENABLED !== 'false',
    tableName: values.tableName,
    /** Set only for DynamoDB Local. */
    dynamodbEndpoint: values.dynamodbEndpoint,
    mailFrom: values.mailFrom,
    /** Base of links in emails; empty means links are left out. */
    publicBaseUrl: values.publicBaseUrl,
    /** PLATFORM_FEE_RATE, e.g. 0.1 for 10%, held as basis points. */
    platformFeeBps: values.platformFeeRate,
    /** The shortest claim deadline (claim_within_minutes) a task may ask for. */
    claimWithinMinMinutes: values.claimWithinMinMinutes,
    /** Hosts exempt from the callback address checks: local tests only, never production. */
    callbackAllowHosts: values.callbackAllowHosts,
    callbacks: {
      /** How long a receiver has to answer. */
      timeoutMs: values.callbackTimeoutMs,
      /** The backoff; tests shorten it. The queue's maxReceiveCount must equal maxAttempts. */
      retry: { baseMs: values.callbackRetryBaseMs, maxDelayMs: values.callbackRetryMaxDelayMs, maxAttempts: values.callbackMaxAttempts },
      /** The queue the sender consumes (AWS); the local stack installs its own. */
      queueUrl: values.callbackQueueUrl,
      /** What seals callback secrets: a KMS key in AWS, a key file locally. */
      secretKmsKeyId: values.callbackSecretKmsKeyId,
      secretKeyFile: values.callbackSecretKeyFile,
    },
    /** Web Push (contexts/delivery/push): the hosts exempt from the endpoint checks (tests), where the VAPID key pair is kept. */
    push: { allowHosts: values.pushAllowHosts, vapidSecretArn: values.pushVapidSecretArn, vapidKeyFile: values.pushVapidKeyFile },
    /** Operator JWTs: Cognito's issuer and app client in AWS, the local issuer locally. */
    operatorJwt: {
      issuer,
      audience: values.operatorJwtAudience,
      jwksUri: values.operatorJwksUri ?? `${issuer}/.well-known/jwks.json`,
    },
    /** Staff JWTs (the back office): a user pool of its own, so an operator's token is not a staff token. */
    staffJwt: {
      issuer: values.staffJwtIssuer,
      audience: values.staffJwtAudience,
      jwksUri: values.staffJwksUri ?? `${values.staffJwtIssuer}/.well-known/jwks.json`,
    },
    /** Where staff logins are created. */
    staffUserPoolId: values.staffUserPoolId,
    /** Development only: approve new operators' KYC at once. */
    kycAutoApprove: values.kycAutoApprove,
    /** The local identity provider's signing key (development: /dev/operator-token). */
    localIdentityProvider:
      values.localIdpPrivateKey && values.localIdpKeyId ? { privateKeyPem: values.localIdpPrivateKey, keyId: values.localIdpKeyId } : undefined,
    /** Where operator logins are created at registration: Cognito in AWS, the local stack's emulator locally. */
    cognitoUserPoolId: values.cognitoUserPoolId,
    /** Deployed: the secret the edge proves itself with (platform/http/origin-check.ts); unset, every request is taken. */
    originVerifySecret: values.originVerifySecret,
    /** The user-pool API's address when it is not Cognito's own (the local emulator). */
    cognitoEndpoint: values.cognitoEndpoint,
    /** SHA-256 (lower-case hex) of the admin key; empty refuses every admin request. */
    adminKeySha256: values.adminKeySha256,
    /** Requests per minute one API key may make to POST /mcp, however it is sent; undefined: not counted. */
    mcpRateLimitPerApiKey: values.mcpRateLimitPerApiKey,
    /** Origins besides the service's own whose `Origin` header /mcp takes (MCP_ALLOWED_ORIGINS). */
    mcpAllowedOrigins: values.mcpAllowedOrigins,
    /** How long released rewards stay pending before they can be paid out. */
    earningsHoldMs: values.earningsHoldHours * 60 * 60 * 1000,
    /** How the timers treat tasks (contexts/work/timers/domain/timers.ts): claimed work is abandoned this long after the deadline, a HELD task refunded this long after its hold. */
    timerRules: {
      workGraceMs: values.workGraceHours * 60 * 60 * 1000,
      stallMs: values.stallResumeSeconds * 1000,
      safetyHoldMs: values.safetyHoldHours * 60 * 60 * 1000,
    },
    maxOpenClaims: values.maxOpenClaims,
    /** What an agent's cancel of an ACCEPTED task pays its operator (tasks/domain kill-fees.ts). */
    killFee: { percent: values.killFeePercent, minCents: values.killFeeMin },
    /** How many restricted tasks (tasks/domain RESTRICTED_TASK_TYPES) an agent may create per UTC day. */
    restrictedTasksPerDay: values.restrictedTasksPerDay,
    /** How long an operator may appeal a dispute (hours, may be fractional). */
    disputeAppealHours: values.disputeAppealHours,
    /** Whether a payout needs the operator's TOTP second factor set up (use-cases/payouts/request-payout). */
    payoutRequiresMfa: values.payoutRequiresMfa,
    /** How long a new payout address waits before it can be paid to. */
    payoutAddressCooldownMs: values.payoutAddressCooldownHours * 60 * 60 * 1000,
    /** The network fee (cents) an on-chain payout is expected to cost, deducted from what the operator receives. */
    payoutGasFee: values.payoutGasFee,
    guardian: { kind: values.guardian, confidenceThreshold: values.guardianConfidenceThreshold, modelId: values.guardianModelId },
    /** What screens requests against the acceptable use policy (functions/adapters/screening). */
    screening: { kind: values.screening, modelId: values.screeningModelId },
    /** Proof photos: the bucket, the local S3 server (unset in AWS), the evidence checks' GPS radius, how long photos are kept. */
    photos: {
      bucket: values.photoBucket,
      s3Endpoint: values.s3Endpoint,
      maxDistanceKm: values.photoMaxDistanceKm,
      retentionDays: values.photoRetentionDays,
    },
    workflows: { sandboxStepSeconds: values.sandboxStepSeconds },
    chain: chainSettings(values),
    /** Deployed: the functions the table stream's fan-out invokes (functions/manifest/stream-fan-out.ts); unset on a local stack, which runs them in-process. */
    streamConsumerFunctions: { dispatch: values.streamDispatchFunction, push: values.streamPushFunction },
    /** Deployed: the function that settles x402 payments under the payout signer's role; unset, the caller settles itself. */
    x402SettlerFunction: values.x402SettlerFunction,
  } as const;
};

export type Config = ReturnType<typeof loadSettings>;

/**
 * Settings declared beside what alone reads them (the state machine ARNs: functions/manifest/state-machine-arns.ts)
 * from `env`, so the catalogue every function loads need not import them; throws a SettingsError naming each bad variable.
 */
export const loadDeclaredSettings = <S extends Record<string, AnySetting>>(settings: S, env: Environment): ValuesOf<S> => {
  const { values, problems } = readSettings(settings, fromEnvironment(env), byVariable);
  if (problems.length) throw new SettingsError(problems);
  return values;
};
