/**
 * The service's error vocabulary: one class per kind of failure a client can see, the helpers a
 * catalogue builds its entries with, and the platform's own catalogue. Every message a client can
 * read is written once, in the catalogue of the one that raises it: the platform's here, a
 * module's in its errors.ts (`taskErrors` in contexts/work/tasks/errors.ts), the callback address
 * policy's in adapters/callbacks/errors.ts. The HTTP layer maps each class to its status code
 * (platform/http/responses.ts); nothing here knows about HTTP.
 */
export abstract class DomainError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
  }
}

/** The request itself is wrong: a field, a key, a URL (400). */
export class InvalidRequestError extends DomainError {
  override readonly name: string = 'InvalidRequestError';
}

/** No credentials, or credentials that name no one (401). */
export class UnauthenticatedError extends DomainError {
  override readonly name: string = 'UnauthenticatedError';
}

/** A balance does not cover the amount asked for (402). */
export class InsufficientFundsError extends DomainError {
  override readonly name: string = 'InsufficientFundsError';
}

/**
 * A balance short of a task's (or batch's) escrow by `shortfall` cents: the 402 that an x402
 * payment of exactly the shortfall can settle in the same request.
 */
export class EscrowShortfallError extends InsufficientFundsError {
  override readonly name: string = 'EscrowShortfallError';

  constructor(
    readonly shortfall: number,
    message: string,
  ) {
    super(message);
  }
}

/** The caller is known but may not do this yet (403). */
export class ForbiddenError extends DomainError {
  override readonly name: string = 'ForbiddenError';
}

/** The thing asked for does not exist, or not for this caller (404). */
export class NotFoundError extends DomainError {
  override readonly name: string = 'NotFoundError';
}

/**
 * A task transition was refused: the task is not in a state the trigger can leave (or the
 * caller lost the race to another move). For a workflow step this means "the task moved
 * on"; a client hears the trigger's "Task not found or ..." message, as a 404.
 */
export class TransitionRefusedError extends NotFoundError {
  override readonly name: string = 'TransitionRefusedError';
}

/** The request collides with the current state: taken, already done, still in progress (409). */
export class ConflictError extends DomainError {
  override readonly name: string = 'ConflictError';
}

/** An x402 authorization a deposit claimed already (409): credited, or being credited, once. */
export class PaymentUsedError extends ConflictError {
  override readonly name: string = 'PaymentUsedError';
}

/** The thing existed but is no longer available (410). */
export class GoneError extends DomainError {
  override readonly name: string = 'GoneError';
}

/** The request body is larger than the service reads (413). */
export class PayloadTooLargeError extends DomainError {
  override readonly name: string = 'PayloadTooLargeError';
}

/** Well-formed, but a business rule says no: limits, minimums, chain facts (422). */
export class RuleViolationError extends DomainError {
  override readonly name: string = 'RuleViolationError';
}

/**
 * The acceptable use policy refuses what was asked (422): the body names the `category` too
 * (platform/http/api-handler.ts), so an agent can tell its owner which rule it broke.
 */
export class PolicyRefusalError extends RuleViolationError {
  override readonly name: string = 'PolicyRefusalError';

  constructor(readonly category: string) {
    super(`Refused by the acceptable use policy: ${category}`);
  }
}

/** Too many requests of this kind for now; `retryAfterSeconds` says when another may pass (429). */
export class RateLimitedError extends DomainError {
  override readonly name: string = 'RateLimitedError';

  constructor(
    readonly retryAfterSeconds: number,
    message = 'Rate limit exceeded',
  ) {
    super(message);
  }
}

/** A dependency this deployment lacks (no chain, no hot wallet) (503). */
export class UnavailableError extends DomainError {
  override readonly name: string = 'UnavailableError';
}

/**
 * A payment settled on the chain but not yet confirmed enough to credit, or a short balance that
 * what is waiting for confirmations covers (503, with when to send the same request again).
 */
export class PaymentSettlingError extends UnavailableError {
  override readonly name: string = 'PaymentSettlingError';

  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

/** What a client reads when something failed that is not one of the errors above (the detail stays in the logs). */
export const INTERNAL_ERROR_MESSAGE = 'Internal error';

type ErrorClass = new (message: string) => DomainError;

/** A catalogue entry whose message is fixed: `taskNotFound: error(NotFoundError, 'Task not found')`. */
export const error = (Kind: ErrorClass, message: string) => () => new Kind(message);
/** A catalogue entry for a refusal of the task transition table: answered as a 404 with its own message. */
export const refused = (message: string) => () => new TransitionRefusedError(message);

/** What the platform itself refuses: the request as read and validated, rate limits, routes, the edge, cursors, idempotency, key scopes. */
export const platformErrors = {
  /** A wire value failed its schema: `<field> <problem>`, the problem worded by http/validation. */
  invalid: (message: string) => new InvalidRequestError(message),
  malformedJson: error(InvalidRequestError, 'Malformed JSON body'),
  bodyNotObject: error(InvalidRequestError, 'Request body must be a JSON object'),
  bodyTooLarge: error(PayloadTooLargeError, 'Request body too large'),
  bodyTooDeep: (maxDepth: number) => new InvalidRequestError(`Request body is nested too deeply (at most ${maxDepth} levels)`),
  unknownField: (path: string, suggestion?: string) =>
    new InvalidRequestError(`Unknown field: ${path}${suggestion ? `; did you mean ${suggestion}?` : ''}`),
  /** A form post (OAuth's token endpoint, the consent page) that gives a field twice. */
  repeatedFormField: (name: string) => new InvalidRequestError(`Form field given more than once: ${name}`),
  rateLimited: (retryAfterSeconds: number) => new RateLimitedError(Math.max(1, Math.ceil(retryAfterSeconds))),
  routeNotFound: error(NotFoundError, 'Not found'),
  notThroughEdge: error(ForbiddenError, "Requests must use the API's public URL"),
  /** /mcp reached from a web page of another origin than the service's or a configured one (platform/http/mcp-origin.ts). */
  mcpOriginNotAllowed: (origin: string) => new ForbiddenError(`Origin not allowed: ${origin}`),
  invalidCursor: error(InvalidRequestError, 'Invalid cursor'),
  idempotencyKeyReused: error(RuleViolationError, 'Idempotency key reused with a different request'),
  idempotencyInFlight: error(ConflictError, 'A request with this Idempotency-Key is still in progress'),
  refusedByPolicy: (category: string) => new PolicyRefusalError(category),
  /** What a key (or token) may do: its scopes. */
  apiKeyLacksScope: (scope: string) => new ForbiddenError(`API key lacks scope: ${scope}`),
};
