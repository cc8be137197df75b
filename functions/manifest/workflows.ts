import { FINAL_STATUSES } from '../modules/tasks/domain/tasks';
import type { TableAccess } from './table-access';

/**
 * The workflows, once: the state machine each is in the CDK app, the variable that hands its
 * ARN to the dispatcher, whether it is Express or Standard, and the stream records that start it.
 * The CDK app (lib/workflows.ts, lib/workflow-definitions.ts), the dispatcher and its starter,
 * and the local stack read this; settings read the ARN variables from it.
 */

/** The handler module (under functions/) behind each workflow function. */
export const WORKFLOW_HANDLERS = {
  reviewProof: 'modules/tasks/workflow/review-proof-step',
  finalize: 'modules/tasks/workflow/finalize-step',
  sandboxStep: 'modules/tasks/workflow/sandbox-step',
  checkDeposit: 'modules/deposits/workflow/check-deposit-step',
  sendPayout: 'modules/payouts/workflow/send-payout-step',
  failUnsentPayout: 'modules/payouts/workflow/fail-unsent-payout-step',
  checkPayout: 'modules/payouts/workflow/check-payout-step',
  dispatch: 'platform/workflow/dispatch',
  timers: 'modules/timers/workflow/timers-step',
  settlePhotos: 'modules/photos/workflow/settle-photos-step',
  ledgerAudit: 'modules/ledger/workflow/ledger-audit-step',
  hotWalletBalance: 'modules/payouts/workflow/hot-wallet-balance-step',
} as const;

/**
 * What each of those functions may do with the table (functions/manifest/table-access.ts): the
 * dispatcher only starts runs; the ledger audit alone reads the whole table.
 */
export const WORKFLOW_TABLE_ACCESS: Record<keyof typeof WORKFLOW_HANDLERS, TableAccess> = {
  reviewProof: 'write',
  finalize: 'write',
  sandboxStep: 'write',
  checkDeposit: 'write',
  sendPayout: 'write',
  failUnsentPayout: 'write',
  checkPayout: 'write',
  dispatch: 'none',
  timers: 'write',
  settlePhotos: 'read',
  ledgerAudit: 'audit',
  hotWalletBalance: 'none',
};

/** A Lambda event filter pattern on a DynamoDB stream record (exact values and prefixes only: the local stack evaluates them too). */
export type RecordPattern = Readonly<Record<string, unknown>>;

const inserted = (newImage: Record<string, unknown>): RecordPattern => ({ eventName: ['INSERT'], dynamodb: { NewImage: newImage } });

/**
 * The status changes (event items each transition writes) to a status that starts a workflow; the
 * others never invoke the dispatcher, which would only drop them. One pattern for the three task
 * workflows (the dispatcher picks the workflow from the status): Lambda allows an event source
 * mapping 5 filters.
 */
const STARTING_STATUS_CHANGES = inserted({ sk: { S: [{ prefix: 'EVENT#' }] }, status: { S: ['SUBMITTED', 'VERIFIED', ...FINAL_STATUSES] } });

export interface Workflow {
  /** Its construct id in the CDK app (and so its name in the console and the local stack). */
  readonly machine: string;
  /** The dispatcher's environment variable holding its ARN. */
  readonly arnVariable: string;
  /**
   * EXPRESS for the task workflows (seconds long, see lib/workflows.ts). STANDARD for the chain
   * ones: they wait on blocks, not on Lambda, usually a minute or two but as long as the chain or
   * its RPC endpoint takes, beyond Express's 5 minutes; they are rare (one per deposit waiting for
   * confirmations and one per payout) and short: ~15 transitions at Base's ~2 s blocks and the
   * default 10 s between checks ($0.0004 each).
   */
  readonly type: 'EXPRESS' | 'STANDARD';
  /** What starts it, in words. */
  readonly startedBy: string;
  /** The stream records that start it (the dispatcher decides the rest from the record). */
  readonly records: RecordPattern;
}

export const WORKFLOWS = {
  proofReview: {
    machine: 'ProofReview',
    arnVariable: 'PROOF_REVIEW_STATE_MACHINE_ARN',
    type: 'EXPRESS',
    startedBy: 'a task status change to SUBMITTED',
    records: STARTING_STATUS_CHANGES,
  },
  finalization: {
    machine: 'Finalization',
    arnVariable: 'FINALIZATION_STATE_MACHINE_ARN',
    type: 'EXPRESS',
    startedBy: 'a task status change to VERIFIED',
    records: STARTING_STATUS_CHANGES,
  },
  photoCleanup: {
    machine: 'PhotoCleanup',
    arnVariable: 'PHOTO_CLEANUP_STATE_MACHINE_ARN',
    type: 'EXPRESS',
    startedBy: 'a task status change to COMPLETED or CANCELLED',
    records: STARTING_STATUS_CHANGES,
  },
  sandboxRun: {
    machine: 'SandboxRun',
    arnVariable: 'SANDBOX_RUN_STATE_MACHINE_ARN',
    type: 'EXPRESS',
    startedBy: 'a new sandbox task',
    records: inserted({ sk: { S: ['TASK'] }, sandbox: { BOOL: [true] } }),
  },
  depositConfirmation: {
    machine: 'DepositConfirmation',
    arnVariable: 'DEPOSIT_CONFIRMATION_STATE_MACHINE_ARN',
    type: 'STANDARD',
    startedBy: 'a deposit reported with too few confirmations',
    records: inserted({ sk: { S: ['DEPOSIT'] }, status: { S: ['PENDING_CONFIRMATIONS'] } }),
  },
  payoutSettlement: {
    machine: 'PayoutSettlement',
    arnVariable: 'PAYOUT_SETTLEMENT_STATE_MACHINE_ARN',
    type: 'STANDARD',
    startedBy: 'a payout requested, in chain mode',
    records: inserted({ sk: { S: ['PAYOUT'] } }),
  },
} as const satisfies Record<string, Workflow>;

export type WorkflowName = keyof typeof WORKFLOWS;

export const WORKFLOW_NAMES = Object.keys(WORKFLOWS) as WorkflowName[];

/**
 * The stream records the dispatcher is given: those that start some workflow. Everything else
 * never invokes it (and costs nothing).
 */
export const DISPATCH_FILTER_PATTERNS: readonly RecordPattern[] = [...new Set(WORKFLOW_NAMES.map((name) => WORKFLOWS[name].records))];

export { SANDBOX_STEPS, type SandboxStep } from '../modules/tasks/domain/sandbox';

/** What `modules/tasks/workflow/sandbox-step` answers: STOPPED ends the run (the task moved on, cancelled say). */
export const SANDBOX_OUTCOME = { continue: 'CONTINUE', stopped: 'STOPPED' } as const;

/** Express executions end after 5 minutes: the sandbox run's waits must leave its steps time. */
export const MAX_SANDBOX_STEP_SECONDS = 30;

/** Checks a chain workflow makes before it gives up and fails (two hours at the default 10 s between checks). */
export const CHAIN_MAX_CHECKS = 720;

/** The workflows the timer sweep starts again when a task's step stalled (functions/modules/timers/workflow/timers-step.ts). */
export const RESUMABLE_WORKFLOWS: readonly WorkflowName[] = ['proofReview', 'finalization', 'sandboxRun', 'depositConfirmation', 'payoutSettlement'];
