import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { ErrorKind } from '../core/errors';

export const STATUS_BY_KIND: Readonly<Record<ErrorKind, number>> = {
  invalid: 400,
  unauthenticated: 401,
  insufficient_funds: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  too_large: 413,
  rule_violation: 422,
  rate_limited: 429,
  unavailable: 503,
};

export const json = (
  statusCode: number,
  body: unknown,
  headers: Record<string, string> = {},
): APIGatewayProxyStructuredResultV2 => ({
  statusCode,
  headers: { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers },
  body: JSON.stringify(body),
});

export const errorResponse = (statusCode: number, message: string): APIGatewayProxyStructuredResultV2 =>
  json(statusCode, { error: message });
