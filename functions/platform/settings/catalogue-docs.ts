/**
 * What each setting of ./catalogue.ts means, for docs/configuration.md (./configuration-doc.ts):
 * apart from the catalogue, which every function bundles, so that no function carries these words.
 * Keyed as SETTINGS is: every setting has its text, and nothing else has one.
 */
import type { SETTINGS } from './catalogue';
import type { SettingDocs } from './define';

export const SETTING_DOCS = {
  appEnv: {
    about: 'Development approves KYC and confirms deposits at once and exposes `/dev/*`',
    defaultText: '`development` locally, `production` deployed',
  },
  serviceName: { about: 'The `service` of every log line' },
  tableName: { about: 'The single DynamoDB table', defaultText: '`handoff-local` locally; set by CDK' },
  dynamodbEndpoint: { about: "DynamoDB Local's URL; unset in AWS", defaultText: 'set by the local stack' },
  mailFrom: {
    about:
      "SES sender of verification mail (production) and, at the production stage, of the operators' Cognito invitations; the SES identity must be verified",
  },
  publicBaseUrl: { about: 'Base of links in emails; without it, emails carry the token only' },
  platformFeeRate: { about: 'Platform fee on top of the reward (0 to 1, rounded to the cent, halves up)' },
  callbackAllowHosts: { about: 'Comma-separated hosts exempt from the callback address checks: local tests only, never production' },
  callbackTimeoutMs: { about: 'How long a callback receiver has to answer' },
  callbackRetryBaseMs: { about: 'First delay of the callback retry schedule (doubling); tests shorten it' },
  callbackRetryMaxDelayMs: { about: 'Longest delay of the callback retry schedule' },
  callbackMaxAttempts: { about: "Callback attempts (at least 24 hours of retries by default); the queue's `maxReceiveCount` is the same number" },
  callbackQueueUrl: { about: 'The callback queue (the sender changes message visibility for its backoff)', defaultText: 'set by CDK' },
  x402SettlerFunction: {
    about:
      "The function that checks, settles from the hot wallet and credits x402 payments (contexts/money/deposits/sender/settle-payment), under the payout signer's role: " +
      'task and batch creation invoke it, never signing themselves nor holding the chain code',
    defaultText: 'set by CDK (unset: the local stack runs the settler in-process)',
  },
  streamDispatchFunction: {
    about:
      "The workflow dispatcher, which the table stream's fan-out invokes with the records that start workflows (functions/manifest/stream-fan-out.ts)",
    defaultText: 'set by CDK (the stream fan-out)',
  },
  streamPushFunction: {
    about: "The Web Push sender, which the table stream's fan-out invokes with the records that notify operators",
    defaultText: 'set by CDK (the stream fan-out)',
  },
  callbackSecretKmsKeyId: { about: 'KMS key that seals callback secrets in AWS', defaultText: 'set by CDK' },
  callbackSecretKeyFile: {
    about: 'The local stand-in for that key: 32 random bytes, owner-only',
    defaultText: '`.local/keys/callback-secrets.key` (made on first start)',
  },
  pushAllowHosts: { about: 'Comma-separated push endpoint hosts exempt from the callback address checks: local tests only, never production' },
  pushVapidSecretArn: {
    about: 'The Secrets Manager secret holding the Web Push VAPID key pair (made at the first deploy)',
    defaultText: 'set by CDK',
  },
  pushVapidKeyFile: {
    about: 'The local stand-in for that secret: the key pair as JSON, owner-only',
    defaultText: '`.local/keys/vapid.json` (made on first start)',
  },
  operatorJwtIssuer: { about: 'Issuer of operator JWTs', defaultText: "the local issuer; Cognito's in AWS" },
  operatorJwtAudience: { about: 'Audience of operator JWTs', defaultText: "the local issuer's; the app client in AWS" },
  operatorJwksUri: { about: 'Where the keys of operator JWTs are published', defaultText: '`<issuer>/.well-known/jwks.json`' },
  staffJwtIssuer: {
    about: 'Issuer of back-office staff JWTs (a user pool of its own: an operator token never passes for staff)',
    defaultText: "the local user-pool emulator's staff pool; Cognito's staff pool in AWS",
  },
  staffJwtAudience: { about: 'Audience of staff JWTs', defaultText: "the staff pool's back-office client" },
  staffJwksUri: { about: 'Where the keys of staff JWTs are published', defaultText: '`<issuer>/.well-known/jwks.json`' },
  staffUserPoolId: {
    about: 'Where staff logins are created (`POST /admin/admins`): Cognito mails the invitation with a temporary password',
    defaultText: 'set by the local stack; set by CDK',
  },
  kycAutoApprove: {
    about: 'Development only: `1` approves a new operator at once, `0` keeps them PENDING until staff decide (production always waits)',
  },
  cognitoUserPoolId: { about: 'Where operator logins are created at registration', defaultText: 'unset locally' },
  originVerifySecret: {
    about:
      'The Secrets Manager secret whose value the edge sends in `X-Origin-Verify`: API requests without it are refused (403), so nobody bypasses the edge',
    defaultText: "the API stack's secret (deployed); unset locally, where no edge stands in front",
  },
  cognitoEndpoint: {
    about: 'The user-pool API the service creates logins through',
    defaultText: "Cognito's own in AWS; the local stack's user-pool emulator locally",
  },
  localIdpPrivateKey: {
    about: "The local identity provider's signing key (PKCS #8 PEM), for `/dev/operator-token`",
    defaultText: 'set by the local stack',
  },
  localIdpKeyId: { about: 'Its key id (`kid`)', defaultText: 'set by the local stack' },
  mcpRateLimitPerApiKey: {
    about:
      'Requests per minute one API key may make to `POST /mcp`, however it is sent (`X-API-Key` or `Authorization: Bearer`): one counter, ' +
      'kept by the function because the edge counts each header apart; unset: not counted',
    defaultText: 'set from `RATE_LIMIT_PER_API_KEY` by the CDK app, and by the local stack with `RATE_LIMITS=1`',
  },
  mcpAllowedOrigins: {
    about:
      "Web origins, comma-separated, whose pages may call `/mcp` besides the service's own: a request with any other `Origin` " +
      'header answers 403 (DNS rebinding protection, as the MCP transport asks); a request without `Origin` is taken',
  },
  adminKeySha256: { about: 'SHA-256 (64 hex digits) of the admin key; empty refuses every admin request' },
  earningsHoldHours: { about: 'How long released rewards stay pending before they can be paid out' },
  workGraceHours: { about: 'How long past its deadline claimed work may still be submitted; then the task is cancelled and refunded' },
  claimWithinMinMinutes: {
    about:
      'The shortest claim deadline (claim_within_minutes, may be fractional) a task may ask for; a task still unclaimed at its claim deadline is cancelled and its whole escrow refunded',
  },
  safetyHoldHours: { about: 'How long a HELD task waits for staff to release or refuse it; then it is cancelled and its whole escrow refunded' },
  stallResumeSeconds: {
    about:
      'How long a task may wait for its next automatic step (review, finalization, a sandbox step) before the timer sweep starts that step again; each further restart waits once more as long',
  },
  disputeAppealHours: { about: 'How long an operator may appeal a rejected proof; an unappealed dispute is then refunded to the agent' },
  payoutRequiresMfa: {
    about:
      '`1`: an operator must have an authenticator app (TOTP) set up on their login before requesting a payout (403 otherwise); the service asks the user pool (AdminGetUser)',
    defaultText: '`0` locally (operators from `/dev/operator-token` sign in without the app), `1` deployed',
  },
  payoutAddressCooldownHours: {
    about:
      'How long a new payout address waits before payouts may go to it (the first is usable at once); the operator is mailed when it changes, and the previous address stays usable meanwhile',
  },
  restrictedTasksPerDay: {
    about:
      'How many tasks of the restricted types (CAPTCHA_SOLVING, ACCOUNT_CREATION, PHONE_VERIFICATION, API_KEY_PROCUREMENT, SUBSCRIPTION_SETUP) one agent may create per UTC day (429 past it)',
  },
  maxOpenClaims: { about: 'How many tasks one operator may hold at once (ESTIMATE_PENDING, ACCEPTED or IN_PROGRESS)' },
  killFeePercent: {
    about:
      "The share of the reward (floored to the cent) an agent's cancel of an ACCEPTED task pays its operator from the escrow, at least KILL_FEE_MIN_USD and at most the reward",
  },
  killFeeMin: { about: "The least kill fee an agent's cancel of an ACCEPTED task pays its operator (never more than the reward)" },
  payoutGasFee: { about: "Network fee deducted from a payout's net amount when there is no chain (or its price feed cannot be read)" },
  sandboxStepSeconds: { about: 'Pause between the simulated steps of a sandbox task' },
  guardian: { about: 'Proof reviewer: `rules` or `bedrock`. In production `rules` never approves: every proof waits for the agent (MANUAL_REVIEW)' },
  screening: {
    about:
      'What screens tasks, templates and agent messages against the acceptable use policy: `rules` (phrases and patterns) or `bedrock` (the rules, then a Bedrock model; a failed model call holds the task)',
  },
  screeningModelId: { about: 'Bedrock model (or cross-Region inference profile) of the `bedrock` screening' },
  guardianConfidenceThreshold: { about: 'An APPROVE at or above it verifies the task; below, MANUAL_REVIEW' },
  guardianModelId: { about: 'Bedrock model (or cross-Region inference profile) of the `bedrock` reviewer' },
  photoBucket: { about: 'The private S3 bucket of proof photos', defaultText: '`handoff-photos-local` locally; set by CDK' },
  s3Endpoint: { about: "The local S3 server's URL (path-style); unset in AWS", defaultText: 'set by the local stack' },
  photoMaxDistanceKm: { about: "How far a photo's EXIF GPS position may lie from the task's `location`" },
  photoRetentionDays: {
    about: "Days after its task ended that the photo bucket's lifecycle rule deletes a photo (an unfinished task's, after upload)",
  },
  chainRpcUrl: {
    about:
      "The chain's JSON-RPC endpoint (https when deployed). Set: deposits are verified and payouts sent on that chain (chain mode). " +
      'Unset: development credits deposits at once and simulates payouts; production refuses both (503)',
  },
  chainRpcUrlParameter: {
    about:
      'Instead of `CHAIN_RPC_URL`: the SSM Parameter Store parameter (SecureString) holding it, read at run time by the functions that ' +
      'talk to the chain (cached 5 minutes), so a URL carrying an API key is in no environment or template. Set: chain mode',
  },
  chainId: { about: 'Chain id shown in `deposit-address` and signed into transactions', defaultText: '`8453` (Base mainnet)' },
  usdcAddress: { about: "The USDC token (Base's native USDC)" },
  usdcEip712Name: {
    about:
      "The `name` of the USDC token's EIP-712 domain (its `name()`): what an x402 payment's EIP-3009 authorization is signed for, with " +
      "`USDC_EIP712_VERSION`, `CHAIN_ID` and `USDC_CONTRACT_ADDRESS`; shown in the 402 requirements' `extra`. A wrong one refuses every payment",
    defaultText:
      "`USD Coin` (Base mainnet's USDC, and the local chain's test token); Base Sepolia's USDC (`0x036CbD53842c5426634e7929541eC2318f3dCF7e`) is `USDC`",
  },
  usdcEip712Version: {
    about: "The `version` of the USDC token's EIP-712 domain (its `version()`)",
    defaultText: "`2` (Circle's FiatToken v2, Base mainnet and Base Sepolia alike)",
  },
  depositAddress: {
    about: "Where agents send USDC; USDC refuses transfers to the zero address, so a development stack's instructions cannot lose money",
    defaultText: 'the zero address (required in chain mode)',
  },
  confirmations: { about: "Blocks (the transaction's own included) before a deposit is credited or a payout confirmed" },
  chainBlockSeconds: {
    about:
      "The chain's block time: how long a missing confirmation takes, for the `Retry-After` of a payment or deposit waiting for " +
      'its `CHAIN_CONFIRMATIONS` (set it with `CHAIN_ID` for another chain; 1 for a local chain that mines on demand)',
    defaultText: '`2` (Base mainnet and Base Sepolia)',
  },
  minDeposit: { about: 'Smallest deposit report' },
  maxDeposit: { about: 'Largest deposit report' },
  x402Min: {
    about:
      'Smallest x402 payment: a 402 asks for the shortfall or this, whichever is larger, so that a settlement the platform pays gas for ' +
      'is never for a few cents',
  },
  ethUsdPriceFeed: {
    about: "Prices a payout's gas in dollars; unreadable: the flat `PAYOUT_GAS_FEE_USD` applies",
    defaultText: '`0x71041dddad3595F9CEd3DcCFBe3D1F4b0a16Bb70` (Chainlink ETH/USD on Base)',
  },
  chainPollSeconds: { about: 'Seconds between the checks of the chain workflows' },
  hotWalletPrivateKey: { about: 'Local stacks and tests only: the key that signs payouts' },
  hotWalletKmsKeyId: {
    about: 'An AWS KMS `ECC_SECG_P256K1` key that signs payouts; the key never leaves KMS',
    defaultText: "the data stack's key (deployed)",
  },
} satisfies SettingDocs<typeof SETTINGS>;
