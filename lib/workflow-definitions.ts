import { Duration } from 'aws-cdk-lib';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Choice, Condition, Fail, type IChainable, JitterType, Succeed, TaskInput, Wait, WaitTime } from 'aws-cdk-lib/aws-stepfunctions';
import { LambdaInvoke } from 'aws-cdk-lib/aws-stepfunctions-tasks';
import { Construct } from 'constructs';
import {
  type CalledStepOf,
  CHAIN_MAX_CHECKS,
  REVIEW_OUTCOME,
  SANDBOX_OUTCOME,
  SANDBOX_STEPS,
  type StepId,
  stepsCalledBy,
  WORKFLOWS,
  type WorkflowName,
} from '../functions/manifest/workflows';

/**
 * The state machines' definitions, in JSONPath (the local runner, aws-local-stepfunctions,
 * silently ignores JSONata): the one part of a workflow that is CDK code, so not in its entry
 * (functions/manifest/workflows.ts). State names are part of the contract: the local stack and the
 * tests refer to them, so they are spelled out here and nowhere else.
 */

/** The function of each workflow step (the entries' steps, by id). */
type WorkflowTaskFunctions = Readonly<Record<StepId, IFunction>>;

/** The functions of the steps one workflow's states call (its own, and those its entry says it calls as well): no other. */
type CalledSteps<W extends WorkflowName> = Readonly<Record<CalledStepOf<W>, IFunction>>;

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * A Lambda Task whose Resource is the bare function ARN, so the handler's return value is
 * the state's result (no `{ Payload }` wrapper, locally or in AWS). Every step is
 * idempotent (conditional status writes, ledger entries keyed by their cause), so any
 * failure is retried: 4 attempts after 1, 2 and 4 s, with full jitter.
 */
const lambdaStep = (scope: Construct, stateName: string, lambdaFunction: IFunction, payload: Record<string, unknown>) =>
  LambdaInvoke.jsonPath(scope, stateName, {
    lambdaFunction,
    payloadResponseOnly: true,
    retryOnServiceExceptions: false,
    payload: TaskInput.fromObject(payload),
  }).addRetry({
    errors: ['States.ALL'],
    interval: Duration.seconds(1),
    backoffRate: 2,
    maxAttempts: 4,
    jitterStrategy: JitterType.FULL,
  });

/** VERIFIED -> COMPLETED, the escrow released to the operator and the fee: the step both task machines end with. */
const finalizeStep = (scope: Construct, finalize: IFunction): IChainable =>
  lambdaStep(scope, 'Finalize', finalize, { 'taskId.$': '$.taskId' }).next(new Succeed(scope, 'Finalized'));

/**
 * Input { taskId }: Guardian reviews the submitted proof and decides (auto-verify or manual review);
 * the review answers { taskId, outcome }, and a task it verified is finalized in the same run, not
 * through a VERIFIED stream record, the dispatcher and a second machine's start (Finalization does not
 * start on the Guardian's VERIFIED: its entry). Any other outcome ends the run.
 */
const proofReview = (scope: Construct, fns: CalledSteps<'proofReview'>): IChainable =>
  lambdaStep(scope, 'Review', fns.reviewProof, { 'taskId.$': '$.taskId' }).next(
    new Choice(scope, 'Verified?')
      .when(Condition.stringEquals('$.outcome', REVIEW_OUTCOME.verified), finalizeStep(scope, fns.finalize))
      .otherwise(new Succeed(scope, 'Reviewed')),
  );

/** Input { taskId }: a task verified by any move but the Guardian's (the agent's approval), or stalled in VERIFIED. */
const finalization = (scope: Construct, fns: CalledSteps<'finalization'>): IChainable => finalizeStep(scope, fns.finalize);

/** Input { taskId }: an ended task's uploads that its proof does not name are deleted. */
const photoCleanup = (scope: Construct, fns: CalledSteps<'photoCleanup'>): IChainable =>
  lambdaStep(scope, 'SettlePhotos', fns.settlePhotos, { 'taskId.$': '$.taskId' }).next(new Succeed(scope, 'PhotosSettled'));

/**
 * Input { taskId, stepSeconds }: plays claim, approve, start and submit on a sandbox task,
 * `stepSeconds` apart. Each step answers { taskId, stepSeconds, outcome }, which is the
 * next state's input; STOPPED ends the run quietly. Review and finalization then follow
 * through ProofReview, as for any task.
 */
const sandboxRun = (scope: Construct, fns: CalledSteps<'sandboxRun'>): IChainable => {
  const stopped = new Succeed(scope, 'Stopped');
  let rest: IChainable = new Succeed(scope, 'Simulated');
  for (const step of [...SANDBOX_STEPS].reverse()) {
    const name = capitalize(step);
    const wait = new Wait(scope, `Before${name}`, { time: WaitTime.secondsPath('$.stepSeconds') });
    const act = lambdaStep(scope, name, fns.sandboxStep, { 'taskId.$': '$.taskId', 'stepSeconds.$': '$.stepSeconds', step });
    const stoppedYet = new Choice(scope, `${name}Stopped?`)
      .when(Condition.stringEquals('$.outcome', SANDBOX_OUTCOME.stopped), stopped)
      .otherwise(rest);
    rest = wait.next(act).next(stoppedYet);
  }
  return rest;
};

/**
 * After each check: wait `pollSeconds` and check again while the step answers `pending` (up
 * to CHAIN_MAX_CHECKS checks, then fail so the stuck item shows in the logs); else done.
 */
const pollUntilSettled = (scope: Construct, prefix: string, wait: Wait, pending: string): Choice => {
  const stillPending = Condition.stringEquals('$.status', pending);
  return new Choice(scope, `${prefix}Pending?`)
    .when(Condition.and(stillPending, Condition.numberLessThan('$.checks', CHAIN_MAX_CHECKS)), wait)
    .when(stillPending, new Fail(scope, `${prefix}GaveUp`, { error: 'StillPending', cause: `Still ${pending} after ${CHAIN_MAX_CHECKS} checks` }))
    .otherwise(new Succeed(scope, `${prefix}Settled`));
};

/**
 * Input { transactionId, pollSeconds, checks: 0 }: a deposit waiting for confirmations is checked
 * every `pollSeconds` until it is credited (CONFIRMED) or its transaction left the chain (FAILED).
 */
const depositConfirmation = (scope: Construct, fns: CalledSteps<'depositConfirmation'>): IChainable => {
  const wait = new Wait(scope, 'WaitForConfirmations', { time: WaitTime.secondsPath('$.pollSeconds') });
  const check = lambdaStep(scope, 'CheckDeposit', fns.checkDeposit, {
    'transactionId.$': '$.transactionId',
    'pollSeconds.$': '$.pollSeconds',
    'checks.$': '$.checks',
  });
  return wait.next(check).next(pollUntilSettled(scope, 'Deposit', wait, 'PENDING_CONFIRMATIONS'));
};

/**
 * Input { payoutId, pollSeconds, checks: 0 }: the payout's USDC transfer is signed and sent from
 * the hot wallet, then checked every `pollSeconds` until CONFIRMED or FAILED (amount refunded).
 * When sending fails for good, FailUnsentPayout fails and refunds a payout that was never signed
 * (one signed meanwhile goes on to the checks), so no error can leave a payout pending forever.
 */
const payoutSettlement = (scope: Construct, fns: CalledSteps<'payoutSettlement'>): IChainable => {
  const payload = { 'payoutId.$': '$.payoutId', 'pollSeconds.$': '$.pollSeconds', 'checks.$': '$.checks' };
  const wait = new Wait(scope, 'WaitForReceipt', { time: WaitTime.secondsPath('$.pollSeconds') });
  wait.next(lambdaStep(scope, 'CheckPayout', fns.checkPayout, payload)).next(pollUntilSettled(scope, 'Payout', wait, 'PENDING_ONCHAIN'));
  const sent = new Choice(scope, 'PayoutSent?')
    .when(Condition.stringEquals('$.status', 'PENDING_ONCHAIN'), wait)
    .otherwise(new Succeed(scope, 'PayoutNotSent'));
  const failUnsent = lambdaStep(scope, 'FailUnsentPayout', fns.failUnsentPayout, { ...payload, 'failure.$': '$.failure' });
  const send = lambdaStep(scope, 'SendPayout', fns.sendPayout, payload).addCatch(failUnsent.next(sent), {
    errors: ['States.ALL'],
    resultPath: '$.failure',
  });
  return send.next(sent);
};

const DEFINITIONS: { [W in WorkflowName]: (scope: Construct, fns: CalledSteps<W>) => IChainable } = {
  proofReview,
  finalization,
  photoCleanup,
  sandboxRun,
  depositConfirmation,
  payoutSettlement,
};

/** The chain of states of one workflow, built in its own scope so state ids never clash, given the functions of the steps it calls alone. */
export const workflowDefinition = <W extends WorkflowName>(scope: Construct, name: W, fns: WorkflowTaskFunctions): IChainable => {
  const called = Object.fromEntries(stepsCalledBy(name).map((step) => [step, fns[step as StepId]])) as CalledSteps<W>;
  return DEFINITIONS[name](new Construct(scope, `${WORKFLOWS[name].machine}States`), called);
};
