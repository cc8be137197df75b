import {
  ConflictError,
  EscrowShortfallError,
  error,
  GoneError,
  InvalidRequestError,
  NotFoundError,
  RateLimitedError,
  RuleViolationError,
  refused,
} from '../../../platform/kernel/errors';

/** What tasks are refused with: creation's checks and limits, claims, proof, results, and the refusals of the transition table. */
export const taskErrors = {
  tooManyOpenClaims: error(RuleViolationError, 'Too many open claims'),
  credentialRequired: error(InvalidRequestError, 'credential is required for CREDENTIAL tasks'),
  credentialNotExpected: error(InvalidRequestError, 'credential is only accepted for CREDENTIAL tasks'),
  cursorWithOffset: error(InvalidRequestError, 'offset must be 0 or left out with a cursor'),

  deadlineNotInFuture: error(InvalidRequestError, 'deadline must be in the future'),
  deadlineTooFar: (days: number) => new InvalidRequestError(`deadline must be at most ${days} days after creation`),
  claimWithinOutOfRange: (min: number, max: number) => new InvalidRequestError(`claim_within_minutes must be from ${min} to ${max}`),
  windowEmpty: error(InvalidRequestError, 'window must give not_before, not_after or both'),
  windowOrder: error(InvalidRequestError, 'window.not_before must be before window.not_after'),
  windowClosed: error(InvalidRequestError, 'window.not_after must be in the future'),
  windowAfterDeadline: error(InvalidRequestError, 'window.not_after must be at most the deadline'),
  workWindowNotOpen: (opensAt: string) => new ConflictError(`Work window opens at ${opensAt}`),
  agentPublicKeyRequired: error(InvalidRequestError, 'agent_public_key is required for CREDENTIAL tasks'),
  sandboxScenarioOnlyForSandbox: error(InvalidRequestError, 'sandbox_scenario is only for sandbox tasks'),
  invalidAgentPublicKey: error(InvalidRequestError, 'agent_public_key must be a PEM SPKI public key: RSA of at least 2048 bits or EC P-256'),
  minimumTaskValue: (minimumDollars: number) => new RuleViolationError(`Minimum task value is $${minimumDollars}`),
  maximumTaskValue: (tier: string, maximumDollars: number) => new RuleViolationError(`Maximum task value for ${tier} tier is $${maximumDollars}`),
  /** Restricted task types (tasks/domain RESTRICTED_TASK_TYPES) say whose account or service, and why. */
  purposeRequired: (taskType: string) => new InvalidRequestError(`purpose is required for ${taskType} tasks`),
  /** The agent's restricted tasks of the UTC day are used up; another may pass when the day ends. */
  dailyRestrictedLimit: (retryAfterSeconds: number) =>
    new RateLimitedError(Math.max(1, Math.ceil(retryAfterSeconds)), 'Daily limit of restricted tasks reached'),
  insufficientEscrowBalance: (shortfall: number) => new EscrowShortfallError(shortfall, 'Insufficient balance for escrow'),

  tooManyPhotos: error(RuleViolationError, 'Too many photos for this task'),
  duplicatePhoto: (photoId: string) => new InvalidRequestError(`Duplicate photo: ${photoId}`),
  photoRequirementOutOfRange: (count: number) =>
    new InvalidRequestError(
      count === 0
        ? 'requirement must be left out: the task has no proof_requirements'
        : `requirement must be an index into proof_requirements, from 0 to ${count - 1}`,
    ),
  taskNotFound: error(NotFoundError, 'Task not found'),
  credentialNotAvailable: error(NotFoundError, 'Credential task not found or not completed'),
  taskExpired: error(GoneError, 'Task has expired'),
  // The refusals of the transition table (domain/transitions.ts), one per trigger family.
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
  /** Rating and tipping: the agent's own COMPLETED task, else this. */
  taskNotCompleted: error(NotFoundError, 'Task not found or not completed'),
  batchSeatHeld: error(ConflictError, 'You already hold a task of this batch'),
  resultMismatch: (problem: string) => new InvalidRequestError(`result does not match result_schema: ${problem}`),
  resultRequired: error(InvalidRequestError, 'result is required: the task has a result_schema'),
  resultNotExpected: error(InvalidRequestError, 'result is only accepted for tasks with a result_schema'),

  radiusWithoutNear: error(InvalidRequestError, 'radius_km is only accepted with near'),
};
