/**
 * The service's error vocabulary. Every message a client can see is written here once;
 * the HTTP layer maps an error's kind to its status code.
 */
export type ErrorKind =
  | 'invalid' // 400
  | 'unauthenticated' // 401
  | 'insufficient_funds' // 402
  | 'forbidden' // 403
  | 'not_found' // 404
  | 'conflict' // 409
  | 'gone' // 410
  | 'too_large' // 413
  | 'rule_violation' // 422
  | 'rate_limited' // 429
  | 'unavailable'; // 503

export class DomainError extends Error {
  override readonly name = 'DomainError';

  constructor(
    readonly kind: ErrorKind,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

const error = (kind: ErrorKind, message: string) => () => new DomainError(kind, message);

export const errors = {
  invalid: (message: string) => new DomainError('invalid', message),
  malformedJson: error('invalid', 'Malformed JSON body'),
  bodyNotObject: error('invalid', 'Request body must be a JSON object'),
  bodyTooLarge: error('too_large', 'Request body too large'),
  routeNotFound: error('not_found', 'Not found'),

  missingApiKey: error('unauthenticated', 'Missing API key'),
  missingBearerToken: error('unauthenticated', 'Missing bearer token'),
  invalidBearerToken: error('unauthenticated', 'Invalid or expired token'),
  invalidAdminKey: error('unauthenticated', 'Invalid admin key'),
  invalidApiKey: error('unauthenticated', 'Invalid API key'),

  agentEmailTaken: error('conflict', 'An agent with this email already exists'),
  agentNotFound: error('not_found', 'Agent not found'),
  apiKeyNotFound: error('not_found', 'API key not found'),
  emailAlreadyVerified: error('invalid', 'Email already verified'),
  invalidVerificationToken: error('invalid', 'Invalid or expired verification token'),

  operatorEmailTaken: error('conflict', 'An operator with this email already exists'),
  operatorNotFound: error('not_found', 'Operator not found'),
  kycRequired: error('forbidden', 'KYC verification required before accepting tasks'),
  credentialRequired: error('invalid', 'credential is required for CREDENTIAL tasks'),
  credentialNotExpected: error('invalid', 'credential is only accepted for CREDENTIAL tasks'),
  kycRequiredForPayout: error('forbidden', 'KYC verification required before requesting payouts'),
  minimumPayout: (minimumDollars: number) => new DomainError('rule_violation', `Minimum payout is $${minimumDollars}`),
  insufficientAvailableBalance: error('insufficient_funds', 'Insufficient available balance'),
  payoutNotFound: error('not_found', 'Payout not found'),

  invalidChallenge: error('invalid', 'Invalid or expired challenge'),
  walletSignatureMismatch: error('invalid', 'Signature does not match wallet_address'),
  transactionAlreadyProcessed: error('conflict', 'Transaction already processed'),
  walletRequiredForDeposit: error('rule_violation', 'Bind a wallet before reporting a deposit'),
  depositTransactionNotFound: error('rule_violation', 'Transaction not found on chain: report it once it is mined'),
  depositTransactionFailed: error('rule_violation', 'Transaction failed on chain'),
  depositTransferMismatch: (dollars: number) =>
    new DomainError('rule_violation', `Transaction holds no USDC transfer of ${dollars} from your wallet to the deposit address`),
  depositNotFound: error('not_found', 'Deposit not found'),
  depositsUnavailable: error('unavailable', 'Deposits are unavailable: no chain is configured'),
  payoutsUnavailable: error('unavailable', 'Payouts are unavailable: no chain or hot wallet is configured'),

  idempotencyKeyReused: error('rule_violation', 'Idempotency key reused with a different request'),
  idempotencyInFlight: error('conflict', 'A request with this Idempotency-Key is still in progress'),

  minimumTaskValue: (minimumDollars: number) => new DomainError('rule_violation', `Minimum task value is $${minimumDollars}`),
  maximumTaskValue: (tier: string, maximumDollars: number) =>
    new DomainError('rule_violation', `Maximum task value for ${tier} tier is $${maximumDollars}`),
  dailyTaskLimit: (tier: string, limit: number) =>
    new DomainError('rule_violation', `Daily task limit reached: ${tier} tier allows ${limit} tasks per day`),
  dailySpendLimit: (tier: string, limitDollars: number) =>
    new DomainError('rule_violation', `Daily spend limit reached: ${tier} tier allows $${limitDollars} per day`),
  insufficientEscrowBalance: error('insufficient_funds', 'Insufficient balance for escrow'),

  taskNotFound: error('not_found', 'Task not found'),
  credentialNotAvailable: error('not_found', 'Credential task not found or not completed'),
  callbackSecretRevealed: error('conflict', 'Callback secret already revealed'),
  taskNotEstimatePending: error('not_found', 'Task not found or not in ESTIMATE_PENDING status'),
  taskNotCancellable: error('not_found', 'Task not found or cannot be cancelled'),
  taskNotReviewable: error('not_found', 'Task not found or not in reviewable status'),
  taskNotClaimable: error('not_found', 'Task not found or already claimed'),
  taskExpired: error('gone', 'Task has expired'),
  taskNotClaimedByYou: error('not_found', 'Task not found or not claimed by you'),
  taskNotStartable: error('not_found', 'Task not found or not in ACCEPTED status'),
  taskNotSubmittable: error('not_found', 'Task not found or not in submittable status'),
  taskNotFinalizable: error('not_found', 'Task not found or not in VERIFIED status'),
};
