import {
  ConflictError,
  error,
  ForbiddenError,
  InvalidRequestError,
  NotFoundError,
  RuleViolationError,
  UnauthenticatedError,
} from '../../../platform/kernel/errors';

/** What agents are refused with: their API keys and tokens, registration, wallets, suspension and their tier's daily limits. */
export const agentErrors = {
  missingApiKey: error(UnauthenticatedError, 'Missing API key'),
  invalidApiKey: error(UnauthenticatedError, 'Invalid API key'),
  tokenBoundToResource: (resource: string) =>
    new UnauthenticatedError(`This OAuth access token is bound to ${resource} and works there only: use an API key here`),

  agentEmailTaken: error(ConflictError, 'An agent with this email already exists'),
  agentNotFound: error(NotFoundError, 'Agent not found'),
  /** Every route but reading the agent's own tasks, balance and deposits, for every key and token of a suspended agent. */
  agentSuspended: (reason: string) => new ForbiddenError(`Agent suspended: ${reason}`),
  apiKeyNotFound: error(NotFoundError, 'API key not found'),
  tooManyApiKeys: error(RuleViolationError, 'Too many API keys'),
  emailAlreadyVerified: error(InvalidRequestError, 'Email already verified'),
  invalidVerificationToken: error(InvalidRequestError, 'Invalid or expired verification token'),

  invalidChallenge: error(InvalidRequestError, 'Invalid or expired challenge'),
  walletSignatureMismatch: error(InvalidRequestError, 'Signature does not match wallet_address'),
  dailyTaskLimit: (tier: string, limit: number) => new RuleViolationError(`Daily task limit reached: ${tier} tier allows ${limit} tasks per day`),
  dailySpendLimit: (tier: string, limitDollars: number) =>
    new RuleViolationError(`Daily spend limit reached: ${tier} tier allows $${limitDollars} per day`),
  apiKeySpendingLimit: error(RuleViolationError, 'API key spending limit exceeded'),
  keyExpiryNotInFuture: error(InvalidRequestError, 'expires_at must be in the future'),
  keyExpiryTooFar: (days: number) => new InvalidRequestError(`expires_at must be at most ${days} days ahead`),
};
