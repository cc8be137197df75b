/** The business metrics' names, shared by the functions that write them (platform/logging/metrics.ts) and the CDK app's alarms and dashboard. */

/** The CloudWatch namespace of the business metrics (lib/observability.ts alarms and graphs them from here). */
export const METRICS_NAMESPACE = 'Handoff';

/**
 * The business metrics, each emitted once where its event happens (the use case or the store
 * move that did it). Money is in cents, as the ledger counts it. PayoutsRefunded: payouts failed
 * and handed back to the operator (the chain refused or reverted the transfer, or another
 * transaction took its nonce: an empty hot wallet, most often). The hot wallet's balances are
 * levels, not counts: written by the hourly check (workflows/hot-wallet-balance), 0 included.
 */
export const BUSINESS_METRICS = {
  tasksCreated: 'TasksCreated',
  tasksCompleted: 'TasksCompleted',
  moneyHeld: 'MoneyHeld',
  moneyReleased: 'MoneyReleased',
  moneyRefunded: 'MoneyRefunded',
  guardianDecisions: 'GuardianDecisions',
  /** Reviews whose stored verdict is UNSURE (of all GuardianDecisions): a reviewer that can no longer tell shows as a rising share. */
  guardianUnsure: 'GuardianUnsure',
  /** Calls to the Guardian's model that failed (access, quota, model id): the review ends UNSURE, but this is no verdict. */
  guardianReviewerErrors: 'GuardianReviewerErrors',
  callbackDeliveries: 'CallbackDeliveries',
  callbackFailures: 'CallbackFailures',
  reconciledSteps: 'ReconciledSteps',
  ledgerViolations: 'LedgerViolations',
  payoutsRefunded: 'PayoutsRefunded',
  hotWalletUsdc: 'HotWalletUsdcCents',
  hotWalletGas: 'HotWalletGasGwei',
  /** Requests the acceptable use policy refused or held, by `subject` (task, template, message), `verdict` and `category`. */
  safetyScreenings: 'SafetyScreenings',
  /** Calls to the screening model that failed: the request is held for a person, but this is no verdict. */
  screeningModelErrors: 'ScreeningModelErrors',
  /** Hours the oldest appealed dispute has waited for the back office (0: none waits); written by every timer sweep. */
  oldestAppealedDisputeHours: 'OldestAppealedDisputeHours',
  /** Hours the oldest KYC submission has waited for staff (0: none waits); written by every timer sweep. */
  oldestKycWaitHours: 'OldestKycWaitHours',
  /** Hours the oldest HELD task has waited for staff's safety decision (0: none waits); written by every timer sweep. */
  oldestHeldTaskHours: 'OldestHeldTaskHours',
} as const;

export type BusinessMetric = (typeof BUSINESS_METRICS)[keyof typeof BUSINESS_METRICS];
