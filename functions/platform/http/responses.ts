import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import {
  ConflictError,
  type DomainError,
  ForbiddenError,
  GoneError,
  InsufficientFundsError,
  InvalidRequestError,
  NotFoundError,
  PayloadTooLargeError,
  RateLimitedError,
  RuleViolationError,
  UnauthenticatedError,
  UnavailableError,
} from '../kernel/errors';

/** Each kind of domain failure and its status code; a subclass answers with its base's (a refused transition is a 404). */
export const STATUS_BY_ERROR: ReadonlyArray<readonly [abstract new (...args: never[]) => DomainError, number]> = [
  [InvalidRequestError, 400],
  [UnauthenticatedError, 401],
  [InsufficientFundsError, 402],
  [ForbiddenError, 403],
  [NotFoundError, 404],
  [ConflictError, 409],
  [GoneError, 410],
  [PayloadTooLargeError, 413],
  [RuleViolationError, 422],
  [RateLimitedError, 429],
  [UnavailableError, 503],
];

/** The status code of a domain failure; undefined for a kind missing above (a bug: the caller answers 500). */
export const statusOf = (error: DomainError): number | undefined => STATUS_BY_ERROR.find(([kind]) => error instanceof kind)?.[1];

export const json = (statusCode: number, body: unknown, headers: Record<string, string> = {}): APIGatewayProxyStructuredResultV2 => ({
  statusCode,
  headers: { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers },
  body: JSON.stringify(body),
});

/** A handler's answer: JSON, or a text body as it is when the handler names its own content-type (a CSV download). */
export const answer = (statusCode: number, body: unknown, headers: Record<string, string> = {}): APIGatewayProxyStructuredResultV2 =>
  typeof body === 'string' && headers['content-type']
    ? { statusCode, headers: { 'cache-control': 'no-store', ...headers }, body }
    : json(statusCode, body, headers);

export const errorResponse = (statusCode: number, message: string, headers: Record<string, string> = {}): APIGatewayProxyStructuredResultV2 =>
  json(statusCode, { error: message }, headers);
