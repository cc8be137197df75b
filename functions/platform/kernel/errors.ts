/**
 * The service's error vocabulary: one class per kind of failure a client can see, and the
 * catalogue below, where every message a client can read is written once. The HTTP layer maps
 * each class to its status code (platform/http/responses.ts); nothing here knows about HTTP.
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

export const errors = {
  /** A wire value failed its schema: `<field> <problem>`, the problem worded by http/validation. */
  invalid: (message: string) => new InvalidRequestError(message),
  malformedJson: error(InvalidRequestError, 'Malformed JSON body'),
  bodyNotObject: error(InvalidRequestError, 'Request body must be a JSON object'),
  bodyTooLarge: error(PayloadTooLargeError, 'Request body too large'),
  bodyTooDeep: (maxDepth: number) => new InvalidRequestError(`Request body is nested too deeply (at most ${maxDepth} levels)`),
  unknownField: (path: string, suggestion?: string) =>
    new InvalidRequestError(`Unknown field: ${path}${suggestion ? `; did you mean ${suggestion}?` : ''}`),
  rateLimited: (retryAfterSeconds: number) => new RateLimitedError(Math.max(1, Math.ceil(retryAfterSeconds))),
  routeNotFound: error(NotFoundError, 'Not found'),
  notThroughEdge: error(ForbiddenError, "Requests must use the API's public URL"),
  /** /mcp reached from a web page of another origin than the service's or a configured one (platform/http/mcp-origin.ts). */
  mcpOriginNotAllowed: (origin: string) => new ForbiddenError(`Origin not allowed: ${origin}`),
  mcpBatch: error(InvalidRequestError, 'JSON-RPC batches are not accepted: send one message per request'),
  // OAuth for the hosted MCP server (modules/oauth); the protocol's own refusals are `{ error: <code>, error_description }`.
  repeatedFormField: (name: string) => new InvalidRequestError(`Form field given more than once: ${name}`),
  tooManyWaits: (max: number) =>
    new ConflictError(`Too many wait_for_task calls at once for this API key (at most ${max}): call it again when one has returned`),
  invalidCursor: error(InvalidRequestError, 'Invalid cursor'),
  cursorWithOffset: error(InvalidRequestError, 'offset must be 0 or left out with a cursor'),
  staffNotFound: error(NotFoundError, 'Staff account not found'),
  tooManyOpenClaims: error(RuleViolationError, 'Too many open claims'),
  credentialRequired: error(InvalidRequestError, 'credential is required for CREDENTIAL tasks'),
  credentialNotExpected: error(InvalidRequestError, 'credential is only accepted for CREDENTIAL tasks'),

  idempotencyKeyReused: error(RuleViolationError, 'Idempotency key reused with a different request'),
  idempotencyInFlight: error(ConflictError, 'A request with this Idempotency-Key is still in progress'),

  deadlineNotInFuture: error(InvalidRequestError, 'deadline must be in the future'),
  deadlineTooFar: (days: number) => new InvalidRequestError(`deadline must be at most ${days} days after creation`),
  claimWithinOutOfRange: (min: number, max: number) => new InvalidRequestError(`claim_within_minutes must be from ${min} to ${max}`),
  windowEmpty: error(InvalidRequestError, 'window must give not_before, not_after or both'),
  windowOrder: error(InvalidRequestError, 'window.not_before must be before window.not_after'),
  windowAfterDeadline: error(InvalidRequestError, 'window.not_after must be at most the deadline'),
  workWindowNotOpen: (opensAt: string) => new ConflictError(`Work window opens at ${opensAt}`),
  agentPublicKeyRequired: error(InvalidRequestError, 'agent_public_key is required for CREDENTIAL tasks'),
  sandboxScenarioOnlyForSandbox: error(InvalidRequestError, 'sandbox_scenario is only for sandbox tasks'),
  invalidAgentPublicKey: error(InvalidRequestError, 'agent_public_key must be a PEM SPKI public key: RSA of at least 2048 bits or EC P-256'),
  callbackUrlInvalid: error(InvalidRequestError, 'callback_url must be a valid URL'),
  callbackUrlNotHttps: error(InvalidRequestError, 'callback_url must use https'),
  callbackUrlWithCredentials: error(InvalidRequestError, 'callback_url must not contain credentials'),
  callbackUrlPort: error(InvalidRequestError, 'callback_url must use port 443'),
  callbackUrlPrivate: error(InvalidRequestError, 'callback_url must not point to a private, loopback or link-local address'),
  /** `reason`: why the lookup failed, when it failed rather than found nothing. */
  callbackHostUnresolved: (reason?: string) =>
    new InvalidRequestError(`callback_url host did not resolve${reason === undefined ? '' : `: ${reason}`}`),
  minimumTaskValue: (minimumDollars: number) => new RuleViolationError(`Minimum task value is $${minimumDollars}`),
  maximumTaskValue: (tier: string, maximumDollars: number) => new RuleViolationError(`Maximum task value for ${tier} tier is $${maximumDollars}`),
  /** Restricted task types (tasks/domain RESTRICTED_TASK_TYPES) say whose account or service, and why. */
  purposeRequired: (taskType: string) => new InvalidRequestError(`purpose is required for ${taskType} tasks`),
  /** The agent's restricted tasks of the UTC day are used up; another may pass when the day ends. */
  dailyRestrictedLimit: (retryAfterSeconds: number) =>
    new RateLimitedError(Math.max(1, Math.ceil(retryAfterSeconds)), 'Daily limit of restricted tasks reached'),
  refusedByPolicy: (category: string) => new PolicyRefusalError(category),
  insufficientEscrowBalance: (shortfall: number) => new EscrowShortfallError(shortfall, 'Insufficient balance for escrow'),

  tooManyPhotos: error(RuleViolationError, 'Too many photos for this task'),
  unknownPhoto: (value: string) => new InvalidRequestError(`Unknown photo: ${value}`),
  duplicatePhoto: (photoId: string) => new InvalidRequestError(`Duplicate photo: ${photoId}`),
  photoRequirementOutOfRange: (count: number) =>
    new InvalidRequestError(
      count === 0
        ? 'requirement must be left out: the task has no proof_requirements'
        : `requirement must be an index into proof_requirements, from 0 to ${count - 1}`,
    ),
  taskNotFound: error(NotFoundError, 'Task not found'),
  credentialNotAvailable: error(NotFoundError, 'Credential task not found or not completed'),
  callbackSecretRevealed: error(ConflictError, 'Callback secret already revealed'),
  taskExpired: error(GoneError, 'Task has expired'),
  // The refusals of the transition table (core/transitions), one per trigger family.
  taskNotEstimatePending: refused('Task not found or not in ESTIMATE_PENDING status'),
  taskNotCancellable: refused('Task not found or cannot be cancelled'),
  taskNotReviewable: refused('Task not found or not in reviewable status'),
  taskNotClaimable: refused('Task not found or already claimed'),
  taskNotClaimedByYou: refused('Task not found or not claimed by you'),
  taskNotStartable: refused('Task not found or not in ACCEPTED status'),
  taskNotSubmittable: refused('Task not found or not in submittable status'),
  taskNotFinalizable: refused('Task not found or not in VERIFIED status'),
  taskNotDisputed: refused('Task not found or not disputed'),
  taskNotReportable: refused('Task not found or no longer open'),
  taskNotHeld: refused('Task not found or not held'),

  rejectReasonRequired: error(InvalidRequestError, 'reason is required with REJECT'),
  appealAlreadyFiled: error(ConflictError, 'Appeal already filed'),
  splitAmountRequired: error(InvalidRequestError, 'operator_amount_usd is required with split'),
  splitAmountOutOfRange: (rewardDollars: number) =>
    new InvalidRequestError(`operator_amount_usd must be above 0 and below the reward ($${rewardDollars})`),
  /** Rating and tipping: the agent's own COMPLETED task, else this. */
  taskNotCompleted: error(NotFoundError, 'Task not found or not completed'),
  taskAlreadyRated: error(ConflictError, 'Task already rated'),
  // Operators' reports of a task (modules/safety-holds).
  alreadyReported: error(ConflictError, 'Already reported'),

  // Batches (modules/batches).
  batchNotFound: error(NotFoundError, 'Batch not found'),
  batchSeatHeld: error(ConflictError, 'You already hold a task of this batch'),
  consensusAgreementOutOfRange: (min: number, seats: number) =>
    new InvalidRequestError(`consensus.min_agreement must be between ${min} and seats (${seats})`),
  consensusFieldNotInResultSchema: (field: string) => new InvalidRequestError(`consensus.field must be a property of result_schema: ${field}`),

  // Scoped API keys: what a key may do, spend, and until when.
  apiKeyLacksScope: (scope: string) => new ForbiddenError(`API key lacks scope: ${scope}`),

  // Templates and structured results (result_schema).
  templateNotFound: error(NotFoundError, 'Template not found'),
  builtinTemplateNotDeletable: error(ForbiddenError, 'Built-in templates cannot be deleted'),
  tooManyTemplates: (max: number) => new RuleViolationError(`Too many templates: at most ${max} per agent`),
  missingInput: (name: string) => new InvalidRequestError(`Missing input: ${name}`),
  inputsWithoutTemplate: error(InvalidRequestError, 'inputs is only accepted with template_id'),
  locationRequiredByTemplate: error(InvalidRequestError, 'location is required by the template'),
  resultMismatch: (problem: string) => new InvalidRequestError(`result does not match result_schema: ${problem}`),
  resultRequired: error(InvalidRequestError, 'result is required: the task has a result_schema'),
  resultNotExpected: error(InvalidRequestError, 'result is only accepted for tasks with a result_schema'),

  // Web Push subscriptions (modules/push).
  pushSubscriptionNotFound: error(NotFoundError, 'Push subscription not found'),
  tooManyPushSubscriptions: (max: number) => new RuleViolationError(`Too many push subscriptions: at most ${max} per operator`),
  pushUnavailable: error(UnavailableError, 'Push notifications are not configured'),
  // Webhook endpoints (modules/webhooks).
  webhookNotFound: error(NotFoundError, 'Webhook not found'),
  webhookDeliveryNotFound: error(NotFoundError, 'Delivery not found'),
  tooManyWebhooks: (max: number) => new RuleViolationError(`Too many webhooks: at most ${max} per agent`),
  tooManyA2aPushConfigs: (max: number) => new RuleViolationError(`Too many push notification configs: at most ${max} per task`),
  unsupportedA2aPushScheme: (scheme: string, supported: string) =>
    new InvalidRequestError(`Unsupported push notification authentication scheme: ${scheme} (supported: ${supported})`),
  invalidA2aPushConfig: (problem: string) => new InvalidRequestError(`Invalid push notification config: ${problem}`),
  a2aPushCredentialsRequired: error(InvalidRequestError, 'authentication.credentials is required: the token sent as Authorization: Bearer'),
  webhookNothingToUpdate: error(InvalidRequestError, 'Nothing to update: give url, events or description'),

  // Tips (modules/tips).
  insufficientTipBalance: error(InsufficientFundsError, 'Insufficient balance for tip'),

  // Messages between a task's agent and its operator (modules/messages).
  taskHasNoOperator: error(NotFoundError, 'Task not found or has no operator'),

  // Open tasks near a place (contexts/work/tasks/domain/near.ts).
  radiusWithoutNear: error(InvalidRequestError, 'radius_km is only accepted with near'),
};
