import { ConflictError, error, ForbiddenError, InvalidRequestError, NotFoundError, UnauthenticatedError } from '../../../platform/kernel/errors';

/** What operators are refused with: their tokens, registration, KYC and their estimates. */
export const operatorErrors = {
  missingBearerToken: error(UnauthenticatedError, 'Missing bearer token'),
  invalidBearerToken: error(UnauthenticatedError, 'Invalid or expired token'),

  operatorEmailTaken: error(ConflictError, 'An operator with this email already exists'),
  operatorNotFound: error(NotFoundError, 'Operator not found'),
  kycRequired: error(ForbiddenError, 'KYC verification required before accepting tasks'),
  kycDocumentsMissing: (missing: string) => new InvalidRequestError(`KYC documents missing: ${missing}`),
  kycAlreadyApproved: error(ConflictError, 'KYC already approved'),
  estimateTooShort: error(InvalidRequestError, 'estimate must total at least 1 minute'),
  estimatePastDeadline: (minutesLeft: number) =>
    new InvalidRequestError(`estimate must not exceed the ${minutesLeft} minutes left before the deadline`),
};
