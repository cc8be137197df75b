import {
  ConflictError,
  error,
  InsufficientFundsError,
  InvalidRequestError,
  NotFoundError,
  PaymentSettlingError,
  PaymentUsedError,
  RuleViolationError,
  UnavailableError,
} from '../../../platform/kernel/errors';

/** What deposits are refused with: a reported transfer that the chain does not bear out, and x402 payments of a short balance. */
export const depositErrors = {
  transactionAlreadyProcessed: error(ConflictError, 'Transaction already processed'),
  invalidTxHash: error(InvalidRequestError, 'tx_hash must be a 0x-prefixed 32-byte hex transaction hash'),
  walletRequiredForDeposit: error(RuleViolationError, 'Bind a wallet before reporting a deposit'),
  depositTransactionNotFound: error(RuleViolationError, 'Transaction not found on chain: report it once it is mined'),
  depositTransactionFailed: error(RuleViolationError, 'Transaction failed on chain'),
  depositTransferMismatch: (dollars: number) =>
    new RuleViolationError(`Transaction holds no USDC transfer of ${dollars} from your wallet to the deposit address`),
  depositNotFound: error(NotFoundError, 'Deposit not found'),
  depositsUnavailable: error(UnavailableError, 'Deposits are unavailable: no chain is configured'),

  paymentHeaderInvalid: error(InvalidRequestError, 'Invalid payment header: expected base64 JSON of an x402 exact EIP-3009 payment'),
  paymentRejected: (reason: string) => new InsufficientFundsError(`Payment rejected: ${reason}`),
  paymentAlreadyUsed: error(PaymentUsedError, 'Payment authorization already used'),
  paymentSettling: (txHash: string, seen: number, required: number, retryAfterSeconds: number) =>
    new PaymentSettlingError(
      `Payment settled in ${txHash}, waiting for confirmations (${seen} of ${required}): send the same request again after Retry-After; it is credited once, when confirmed`,
      retryAfterSeconds,
    ),
  paymentPending: (retryAfterSeconds: number) =>
    new PaymentSettlingError(
      'Payment settling: payments or deposits of this agent waiting for confirmations cover the shortfall; send the same request again after Retry-After, without paying again',
      retryAfterSeconds,
    ),
};
