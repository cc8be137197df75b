import {
  ConflictError,
  error,
  ForbiddenError,
  InsufficientFundsError,
  NotFoundError,
  RuleViolationError,
  UnavailableError,
} from '../../../platform/kernel/errors';

/** What payouts are refused with: what an operator must have before asking, the minimum, the balance, the chain. */
export const payoutErrors = {
  kycRequiredForPayout: error(ForbiddenError, 'KYC verification required before requesting payouts'),
  mfaRequiredForPayout: error(ForbiddenError, 'Two-factor authentication (an authenticator app) required before requesting payouts'),
  payoutAddressCoolingDown: (usableAt: string) => new ForbiddenError(`New payout address usable from ${usableAt}`),
  payoutAddressBusy: error(ConflictError, 'Payout address changed by another request: try again'),
  minimumPayout: (minimumDollars: number) => new RuleViolationError(`Minimum payout is $${minimumDollars}`),
  insufficientAvailableBalance: error(InsufficientFundsError, 'Insufficient available balance'),
  payoutNotFound: error(NotFoundError, 'Payout not found'),
  payoutsUnavailable: error(UnavailableError, 'Payouts are unavailable: no chain or hot wallet is configured'),
};
