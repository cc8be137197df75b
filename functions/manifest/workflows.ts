import { depositConfirmation } from '../contexts/money/deposits/workflow/deposit-confirmation.workflow';
import { payoutSettlement } from '../contexts/money/payouts/workflow/payout-settlement.workflow';
import { finalization } from '../contexts/work/completion/workflow/finalization.workflow';
import { photoCleanup } from '../contexts/work/tasks/workflow/photo-cleanup.workflow';
import { proofReview } from '../contexts/work/tasks/workflow/proof-review.workflow';
import { sandboxRun } from '../contexts/work/tasks/workflow/sandbox-run.workflow';
import {
  filterPatternOf,
  mergedPatterns,
  type RecordPattern,
  type StartingItem,
  startsOn,
  type WorkflowEntry,
  type WorkflowFunction,
  type WorkflowSettings,
} from './workflow-entry';

/**
 * The workflows: one entry each, beside its steps (functions/modules/<area>/workflow/<name>.workflow.ts,
 * see ./workflow-entry.ts), gathered here. The dispatcher, the CDK app (lib/workflows.ts,
 * lib/workflow-definitions.ts, the alarms), the table grants, the settings and the local stack
 * derive what they need from this; a new workflow is its entry, a line here, and its states.
 */
export const WORKFLOWS = { proofReview, finalization, photoCleanup, sandboxRun, depositConfirmation, payoutSettlement } as const;

export type WorkflowName = keyof typeof WORKFLOWS;

export const WORKFLOW_NAMES = Object.keys(WORKFLOWS) as WorkflowName[];

/** The ids of one workflow's steps (the functions its Task states call). */
type StepOf<W extends WorkflowName> = keyof (typeof WORKFLOWS)[W]['steps'] & string;
export type StepId = { [W in WorkflowName]: StepOf<W> }[WorkflowName];

/** Every workflow's steps, by id (ids are unique across workflows: test/unit/functions/manifest/workflows.test.ts). */
export const WORKFLOW_STEPS = Object.fromEntries(WORKFLOW_NAMES.flatMap((name) => Object.entries(WORKFLOWS[name].steps))) as Record<
  StepId,
  WorkflowFunction
>;

/** The steps one machine's states call: its own, and the other workflows' it calls as well (ProofReview: Finalization's finalize). */
export type CalledStepOf<W extends WorkflowName> =
  | StepOf<W>
  | ((typeof WORKFLOWS)[W] extends { readonly alsoCalls: readonly (infer Id)[] } ? Id & StepId : never);

export const stepsCalledBy = <W extends WorkflowName>(name: W): CalledStepOf<W>[] => {
  const entry: WorkflowEntry = WORKFLOWS[name];
  return [...Object.keys(entry.steps), ...(entry.alsoCalls ?? [])] as CalledStepOf<W>[];
};

/**
 * The functions beside the workflows that no state calls: the stream dispatcher that starts them
 * (it only starts runs: no table), the timer sweep every minute, the daily ledger audit (it alone
 * reads the whole table), and in chain mode the hourly hot wallet check.
 */
export const BACKGROUND_FUNCTIONS = {
  dispatch: { handler: 'platform/workflow/dispatch', table: 'none' },
  timers: { handler: 'contexts/edge/sweep/workflow/timers-step', table: 'write' },
  ledgerAudit: { handler: 'contexts/work/tasks/workflow/ledger-audit-step', table: 'audit' },
  hotWalletBalance: { handler: 'contexts/money/payouts/workflow/hot-wallet-balance-step', table: 'none' },
} as const satisfies Record<string, WorkflowFunction>;

/** The workflows the timer sweep starts again when their work stalled (functions/contexts/edge/sweep/workflow/timers-step.ts). */
export type ResumableWorkflow = { [W in WorkflowName]: (typeof WORKFLOWS)[W]['resumable'] extends true ? W : never }[WorkflowName];
export const RESUMABLE_WORKFLOWS = WORKFLOW_NAMES.filter((name) => WORKFLOWS[name].resumable) as ResumableWorkflow[];

/**
 * The stream records the dispatcher is given: those that start some workflow, each entry's
 * starting items as a filter, merged where they differ in one attribute's values (Lambda allows
 * an event source mapping 5 filters). Everything else never invokes it (and costs nothing).
 */
export const DISPATCH_FILTER_PATTERNS: readonly RecordPattern[] = mergedPatterns(
  WORKFLOW_NAMES.map((name) => filterPatternOf(WORKFLOWS[name].startsOn)),
);

export interface WorkflowStart {
  workflow: WorkflowName;
  name: string;
  input: Record<string, unknown>;
}

/** The run an inserted item starts, if any: the dispatcher's whole decision, from the entries. */
export const workflowStartFor = (item: StartingItem, settings: WorkflowSettings): WorkflowStart | undefined => {
  const workflow = WORKFLOW_NAMES.find((name) => {
    const entry = WORKFLOWS[name];
    return startsOn(entry.startsOn, item) && (!('startsOnlyIf' in entry) || entry.startsOnlyIf(item, settings));
  });
  if (!workflow) return undefined;
  const entry = WORKFLOWS[workflow];
  const subject = String(item[entry.subject]);
  return { workflow, name: entry.executionName(subject, item), input: entry.input(subject, settings) };
};

export { REVIEW_OUTCOME, SANDBOX_OUTCOME, SANDBOX_STEPS, type SandboxStep } from '../contexts/work/tasks/domain';
export { CHAIN_MAX_CHECKS, type WorkflowSettings } from './workflow-entry';
