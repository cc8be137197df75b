import { CrossStackReferences, Duration, ReferenceStrength, Stack, type StackProps } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  type IMetric,
  MathExpression,
  Metric,
  TextWidget,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Rule } from 'aws-cdk-lib/aws-events';
import { SnsTopic } from 'aws-cdk-lib/aws-events-targets';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { IStateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import type { Construct } from 'constructs';
import { BUSINESS_METRICS, type BusinessMetric, METRICS_NAMESPACE } from '../functions/manifest/metric-names';
import type { WorkflowName } from '../functions/manifest/workflows';
import { WORKFLOWS } from '../functions/manifest/workflows';
import { SERVICE_NAME } from '../functions/platform/settings/catalogue';
import { AUTH_REFUSALS_METRIC } from './api';

/**
 * The topic every alarm of a Region mails. `enforceSSL` writes a topic policy, and a topic policy
 * replaces the default one that let CloudWatch publish: so it says so again, for this account's alarms only.
 */
export const alarmTopic = (scope: Construct, displayName: string, alarmEmail: string | undefined): Topic => {
  const topic = new Topic(scope, 'Alarms', { displayName, enforceSSL: true });
  topic.addToResourcePolicy(
    new PolicyStatement({
      sid: 'CloudWatchAlarmsOfThisAccountPublish',
      principals: [new ServicePrincipal('cloudwatch.amazonaws.com')],
      actions: ['sns:Publish'],
      resources: [topic.topicArn],
      conditions: { StringEquals: { 'aws:SourceAccount': Stack.of(scope).account } },
    }),
  );
  if (alarmEmail) topic.addSubscription(new EmailSubscription(alarmEmail));
  return topic;
};

/**
 * An alarm on an AWS API call: CloudTrail's record of it, through EventBridge, to the alarms topic.
 * It needs a trail logging management events (the preflight checks one), and IAM's calls reach
 * EventBridge in us-east-1 only (lib/edge.ts keeps those).
 */
export const cloudTrailAlarm = (scope: Construct, id: string, topic: Topic, description: string, source: string, detail: Record<string, unknown>) =>
  new Rule(scope, id, {
    description,
    eventPattern: { source: [source], detailType: ['AWS API Call via CloudTrail'], detail },
    targets: [new SnsTopic(topic)],
  });

/**
 * The IAM calls that change what a role may do, or who may be it: on the roles that may sign with
 * the hot wallet's key, an alarm (a deploy that changes the signer's grants raises it too, as it should be read).
 */
export const ROLE_CHANGE_CALLS = [
  'PutRolePolicy',
  'DeleteRolePolicy',
  'AttachRolePolicy',
  'DetachRolePolicy',
  'UpdateAssumeRolePolicy',
  'PutRolePermissionsBoundary',
  'DeleteRolePermissionsBoundary',
  'UpdateRole',
  'DeleteRole',
];

/** The KMS calls that change who may use the hot wallet's key, or end it. */
export const KEY_CHANGE_CALLS = ['PutKeyPolicy', 'CreateGrant', 'ScheduleKeyDeletion', 'DisableKey'];

/** The Lambda calls that change a signer function's code, its settings or who may invoke it (CloudTrail names them with an API version suffix). */
export const FUNCTION_CHANGE_CALLS = ['UpdateFunctionCode', 'UpdateFunctionConfiguration', 'AddPermission', 'RemovePermission', 'DeleteFunction'];

/** SES's account reputation: AWS reviews an account at a 5% bounce rate and 0.1% complaint rate; these alarm before. */
export const SES_BOUNCE_RATE_ALARM = 0.04;
export const SES_COMPLAINT_RATE_ALARM = 0.0008;

export interface ObservabilityStackProps extends StackProps {
  readonly httpApi: IHttpApi;
  readonly stateMachines: Record<WorkflowName, IStateMachine>;
  /** Queues where work that could not be done waits for a person: any message in one is an alarm. */
  readonly deadLetterQueues: Record<string, IQueue>;
  /** Where the alarms are mailed; none: the topic has no subscriber (subscribe by other means). */
  readonly alarmEmail?: string;
  /** Its stage's prefix (lib/stage-names.ts): the dashboard's name is unique in the Region. */
  readonly namePrefix: string;
  /** Stalled steps restarted in an hour (ReconciledSteps) at which it alarms (settings catalogue: reconciledStepsAlarm). */
  readonly reconciledStepsAlarm: number;
  /** The callback queue: its oldest message's age says the sender is stuck (or a receiver has been down for hours). */
  readonly callbackQueue: IQueue;
  /** The stream's fan-out: its iterator age says how far behind the table the workflows and pushes are. */
  readonly streamFanOut: IFunction;
  /** The outbox pipe (the stream's other reader): its failed executions alarm. */
  readonly outboxPipeName: string;
  readonly hotWallet: {
    readonly keyArn: string;
    /** The payout signer's role name: a Sign by anyone else alarms. */
    readonly signerRole: string;
    /** The names of the functions that sign under that role (the payout sender, the x402 settler): a change to one alarms. */
    readonly signerFunctions: readonly string[];
    /** In chain mode, the balances below which the hourly check alarms; unset, no chain and no check. */
    readonly floors?: { readonly hotWalletUsdcAlarm: number; readonly hotWalletGasAlarmGwei: number };
  };
  /** Hours the oldest appealed dispute may wait before it alarms (settings catalogue: disputeResolutionAlarmHours). */
  readonly disputeResolutionAlarmHours: number;
  /** Hours the oldest KYC submission may wait before it alarms (settings catalogue: kycWaitAlarmHours). */
  readonly kycWaitAlarmHours: number;
  /** Hours a HELD task waits before it is refunded by itself (settings catalogue: safetyHoldHours); half of it alarms. */
  readonly safetyHoldHours: number;
  /**
   * Whether a Bedrock model reviews proof (GUARDIAN=bedrock): only then is a high share of UNSURE
   * verdicts news (the rules reviewer ends every review UNSURE in production).
   */
  readonly modelGuardian: boolean;
}

/** A 401/403 storm: at least this share of at least AUTH_STORM_MIN_REQUESTS answers, for two 5-minute periods. */
const AUTH_STORM_SHARE = 0.5;
const AUTH_STORM_MIN_REQUESTS = 50;
/** The dispatcher this far behind the table (ms) for 15 minutes: workflows start late. */
const ITERATOR_AGE_MS = 10 * 60 * 1000;
/** The oldest callback waiting this long: the sender is stuck, or one receiver has failed for hours. */
const CALLBACK_AGE_SECONDS = 2 * 3600;
/** The daily audit's datapoint missing for this many hours: it crashed or did not run. */
const AUDIT_SILENCE_HOURS = 25;

/** The Guardian's reviews ending UNSURE, at this share of at least GUARDIAN_UNSURE_MIN_REVIEWS reviews in an hour: the model no longer tells. */
const GUARDIAN_UNSURE_SHARE = 0.5;
const GUARDIAN_UNSURE_MIN_REVIEWS = 5;

/** API p99 latency above which the API alarms (ms): the handlers answer in tens of ms; seconds mean trouble. */
const API_P99_LATENCY_MS = 3000;
/** Share of API answers that may be 5xx over 5 minutes before it alarms. */
const API_5XX_RATE = 0.01;

/** A business metric the functions write (functions/platform/logging/metrics.ts): every EMF record carries the `service` dimension. */
const business = (
  metricName: BusinessMetric,
  options: { period?: Duration; statistic?: string; dimensions?: Record<string, string>; label?: string } = {},
) =>
  new Metric({
    namespace: METRICS_NAMESPACE,
    metricName,
    dimensionsMap: { service: SERVICE_NAME, ...options.dimensions },
    statistic: options.statistic ?? 'Sum',
    period: options.period ?? Duration.minutes(5),
    label: options.label,
  });

/**
 * Every failure raises an alarm on one SNS topic: a dead-letter queue not empty, a state machine
 * run failed or timed out, Lambda errors or throttles, the API's 5xx rate and p99 latency, SES
 * rejecting mail; the daily ledger audit finding a violation, and the timer sweep restarting
 * more stalled steps in an hour than the setting allows. One dashboard shows the same metrics
 * and the business ones (functions/platform/logging/metrics.ts). Lambda's errors and throttles are the
 * Region's (no per-function alarms: 50 functions would be 100 alarms); the dashboard and the
 * logs name the function.
 */
export class ObservabilityStack extends Stack {
  readonly topic: Topic;

  constructor(scope: Construct, id: string, props: ObservabilityStackProps) {
    super(scope, id, props);
    CrossStackReferences.of(this).consume(ReferenceStrength.STRONG);
    this.topic = alarmTopic(this, `${props.namePrefix} alarms`, props.alarmEmail);
    const action = new SnsAction(this.topic);
    const alarm = (
      id: string,
      metric: IMetric,
      threshold: number,
      description: string,
      evaluationPeriods = 1,
      options: { below?: boolean; missingBreaches?: boolean } = {},
    ) =>
      new Alarm(this, id, {
        metric,
        threshold,
        evaluationPeriods,
        comparisonOperator: options.below ? ComparisonOperator.LESS_THAN_THRESHOLD : ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: options.missingBreaches ? TreatMissingData.BREACHING : TreatMissingData.NOT_BREACHING,
        alarmDescription: description,
      }).addAlarmAction(action);

    for (const [name, queue] of Object.entries(props.deadLetterQueues)) {
      alarm(
        `${name}NotEmpty`,
        queue.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5), statistic: 'Maximum' }),
        1,
        `${name}: work that failed for good waits for a person (see docs/runbook.md)`,
      );
    }
    const machines = Object.entries(props.stateMachines) as [WorkflowName, IStateMachine][];
    for (const [name, machine] of machines) {
      const { machine: title } = WORKFLOWS[name];
      alarm(`${title}Failed`, machine.metricFailed({ period: Duration.minutes(5), statistic: 'Sum' }), 1, `${title}: a run failed after its retries`);
      alarm(`${title}TimedOut`, machine.metricTimedOut({ period: Duration.minutes(5), statistic: 'Sum' }), 1, `${title}: a run timed out`);
    }
    const lambda = (metricName: string) => new Metric({ namespace: 'AWS/Lambda', metricName, statistic: 'Sum', period: Duration.minutes(5) });
    alarm('LambdaErrors', lambda('Errors'), 5, 'Lambda functions failed (5 or more in 5 minutes): the logs name the function');
    alarm('LambdaThrottles', lambda('Throttles'), 1, 'Lambda functions were throttled: the account concurrency is spent');
    const serverErrors = props.httpApi.metricServerError({ period: Duration.minutes(5), statistic: 'Sum' });
    const requests = props.httpApi.metricCount({ period: Duration.minutes(5), statistic: 'Sum' });
    const errorRate = new MathExpression({
      expression: 'IF(requests > 0, errors / requests, 0)',
      usingMetrics: { errors: serverErrors, requests },
      period: Duration.minutes(5),
      label: 'API 5xx rate',
    });
    alarm('Api5xxRate', errorRate, API_5XX_RATE, `More than ${API_5XX_RATE * 100}% of API answers were 5xx over 5 minutes`);
    const latency = props.httpApi.metricLatency({ period: Duration.minutes(5), statistic: 'p99' });
    alarm('ApiLatencyP99', latency, API_P99_LATENCY_MS, `API p99 latency at or above ${API_P99_LATENCY_MS} ms for 15 minutes`, 3);
    const sesRejects = new Metric({ namespace: 'AWS/SES', metricName: 'Reject', statistic: 'Sum', period: Duration.minutes(5) });
    alarm('MailRejected', sesRejects, 1, 'SES refused to send mail (verification mail does not arrive)');
    // The account's reputation, as SES reckons it over its recent sends: past AWS's review rates it may stop sending.
    const reputation = (metricName: string) => new Metric({ namespace: 'AWS/SES', metricName, statistic: 'Maximum', period: Duration.hours(1) });
    alarm(
      'MailBounceRate',
      reputation('Reputation.BounceRate'),
      SES_BOUNCE_RATE_ALARM,
      `SES's bounce rate reached ${SES_BOUNCE_RATE_ALARM * 100}% (AWS reviews the account at 5%): mail to addresses that do not exist (the smoke test's, a registration typo)`,
    );
    alarm(
      'MailComplaintRate',
      reputation('Reputation.ComplaintRate'),
      SES_COMPLAINT_RATE_ALARM,
      `SES's complaint rate reached ${SES_COMPLAINT_RATE_ALARM * 100}% (AWS reviews the account at 0.1%): recipients mark the mail as spam`,
    );
    // The audit publishes once a day (0 on a sound ledger): any violation is money unaccounted for.
    const ledgerViolations = business(BUSINESS_METRICS.ledgerViolations, { period: Duration.hours(1), statistic: 'Maximum' });
    alarm(
      'LedgerViolations',
      ledgerViolations,
      1,
      'The daily ledger audit found violations: the logs of its function (contexts/work/tasks/workflow/ledger-audit-step) name them',
    );
    // A crashed audit publishes nothing, and nothing is not a violation: its silence alarms on its own.
    alarm(
      'LedgerAuditMissing',
      business(BUSINESS_METRICS.ledgerViolations, { period: Duration.hours(1), statistic: 'SampleCount' }),
      1,
      `The daily ledger audit published nothing for ${AUDIT_SILENCE_HOURS} hours: it failed or did not run (its function's logs; invoke it by hand)`,
      AUDIT_SILENCE_HOURS,
      { below: true, missingBreaches: true },
    );
    // A refunded payout ends its workflow in Succeed: without this, an empty hot wallet pages no one.
    const payoutsRefunded = business(BUSINESS_METRICS.payoutsRefunded);
    alarm(
      'PayoutsRefunded',
      payoutsRefunded,
      1,
      'A payout failed and was refunded to the operator: the hot wallet lacks USDC or ETH, or the chain refused it',
    );
    const walletUsdc = business(BUSINESS_METRICS.hotWalletUsdc, { period: Duration.hours(1), statistic: 'Minimum' });
    const walletGas = business(BUSINESS_METRICS.hotWalletGas, { period: Duration.hours(1), statistic: 'Minimum' });
    const { floors } = props.hotWallet;
    if (floors) {
      // Hourly readings; two hours low (or unread: the check failed) alarm.
      const low = { below: true, missingBreaches: true };
      alarm(
        'HotWalletUsdcLow',
        walletUsdc,
        floors.hotWalletUsdcAlarm * 100,
        `The hot wallet holds less than ${floors.hotWalletUsdcAlarm} USDC, or its hourly check failed: fund it`,
        2,
        low,
      );
      alarm(
        'HotWalletGasLow',
        walletGas,
        floors.hotWalletGasAlarmGwei,
        `The hot wallet holds less than ${floors.hotWalletGasAlarmGwei} gwei of ETH for gas, or its hourly check failed: fund it`,
        2,
        low,
      );
    }
    // Any Sign with the hot wallet's key by someone other than the payout signer role (the break-glass role
    // included). The payout sender and the x402 settler both run under that role (lib/workflows.ts), so one role is all it allows.
    cloudTrailAlarm(
      this,
      'HotWalletForeignSign',
      this.topic,
      "Handoff: a kms:Sign with the hot wallet's key by any principal but the payout signer role",
      'aws.kms',
      {
        eventSource: ['kms.amazonaws.com'],
        eventName: ['Sign'],
        resources: { ARN: [props.hotWallet.keyArn] },
        userIdentity: {
          arn: [{ 'anything-but': { prefix: `arn:${this.partition}:sts::${this.account}:assumed-role/${props.hotWallet.signerRole}/` } }],
        },
      },
    );
    // Who may use the key, and whether it still exists: its policy, a grant, its deletion or disabling.
    cloudTrailAlarm(
      this,
      'HotWalletKeyChanged',
      this.topic,
      "Handoff: the hot wallet key's policy changed, a grant was asked for, or it was disabled or scheduled for deletion",
      'aws.kms',
      { eventSource: ['kms.amazonaws.com'], eventName: KEY_CHANGE_CALLS, resources: { ARN: [props.hotWallet.keyArn] } },
    );
    // The code that signs, and who may run it: a deploy of the workflows stack raises it too.
    cloudTrailAlarm(
      this,
      'SignerCodeChanged',
      this.topic,
      "Handoff: the code, settings or invoke permissions of a function that signs with the hot wallet's key changed (expected during a deploy of the workflows stack only)",
      'aws.lambda',
      {
        eventSource: ['lambda.amazonaws.com'],
        eventName: FUNCTION_CHANGE_CALLS.map((call) => ({ prefix: call })),
        requestParameters: {
          functionName: props.hotWallet.signerFunctions.flatMap((name) => [name, { suffix: `:function:${name}` }]),
        },
      },
    );
    alarm(
      'StreamFanOutBehind',
      props.streamFanOut.metric('IteratorAge', { period: Duration.minutes(5), statistic: 'Maximum' }),
      ITERATOR_AGE_MS,
      "The stream's fan-out is 10 minutes or more behind the table stream for 15 minutes: reviews, payouts, sandbox steps and pushes start late",
      3,
    );
    // The pipe retries a failing batch a bounded number of times, then records its position in the stream
    // failure queue (alarmed above): a failure here is callbacks late, before they are lost.
    const pipeMetric = (metricName: string) =>
      new Metric({
        namespace: 'AWS/EventBridge/Pipes',
        metricName,
        dimensionsMap: { PipeName: props.outboxPipeName },
        statistic: 'Sum',
        period: Duration.minutes(5),
      });
    alarm(
      'OutboxPipeFailing',
      new MathExpression({
        expression: 'failed + partial + target',
        usingMetrics: {
          failed: pipeMetric('ExecutionFailed'),
          partial: pipeMetric('ExecutionPartiallyFailed'),
          target: pipeMetric('TargetStageFailed'),
        },
        period: Duration.minutes(5),
        label: 'Outbox pipe failures',
      }),
      1,
      'The outbox pipe failed to queue stream records (callbacks, webhook sends): the queue refused them or the pipe cannot read the stream (its role)',
    );
    alarm(
      'CallbackQueueOld',
      props.callbackQueue.metricApproximateAgeOfOldestMessage({ period: Duration.minutes(5), statistic: 'Maximum' }),
      CALLBACK_AGE_SECONDS,
      'A callback has waited 2 hours or more: the sender fails (its logs), or one receiver has been down that long (GET /api/v1/tasks/{id}/callbacks)',
    );
    const refusals = new Metric({ namespace: METRICS_NAMESPACE, metricName: AUTH_REFUSALS_METRIC, statistic: 'Sum', period: Duration.minutes(5) });
    alarm(
      'AuthRefusalStorm',
      new MathExpression({
        expression: `IF(requests >= ${AUTH_STORM_MIN_REQUESTS}, refused / requests, 0)`,
        usingMetrics: { refused: refusals, requests },
        period: Duration.minutes(5),
        label: 'API 401/403 share',
      }),
      AUTH_STORM_SHARE,
      `Half or more of the API's answers were 401 or 403 for 10 minutes: a credential-stuffing run, or the edge sending a stale origin secret (all 403)`,
      2,
    );
    const reconciled = business(BUSINESS_METRICS.reconciledSteps, { period: Duration.hours(1) });
    alarm(
      'ReconciledSteps',
      reconciled,
      props.reconciledStepsAlarm,
      `The timer sweep restarted ${props.reconciledStepsAlarm} or more stalled steps in an hour: a workflow step keeps failing`,
    );

    // A failed model call ends a review UNSURE or holds a request for a person, which is safe but silent: the call's failure alarms.
    alarm(
      'GuardianReviewerErrors',
      business(BUSINESS_METRICS.guardianReviewerErrors),
      1,
      "The Guardian's model call failed (Bedrock access, quota, model or inference profile id): proof goes to the agent unreviewed; the review function's logs name the error",
    );
    alarm(
      'ScreeningModelErrors',
      business(BUSINESS_METRICS.screeningModelErrors),
      1,
      "The screening model's call failed (Bedrock access, quota, model or inference profile id): requests are held for staff; the function's logs name the error",
    );
    if (props.modelGuardian) {
      const hourly = { period: Duration.hours(1) };
      alarm(
        'GuardianUnsureShare',
        new MathExpression({
          expression: `IF(verified + manual >= ${GUARDIAN_UNSURE_MIN_REVIEWS}, unsure / (verified + manual), 0)`,
          usingMetrics: {
            unsure: business(BUSINESS_METRICS.guardianUnsure, hourly),
            verified: business(BUSINESS_METRICS.guardianDecisions, { ...hourly, dimensions: { decision: 'VERIFIED' } }),
            manual: business(BUSINESS_METRICS.guardianDecisions, { ...hourly, dimensions: { decision: 'MANUAL_REVIEW' } }),
          },
          period: Duration.hours(1),
          label: 'Guardian UNSURE share',
        }),
        GUARDIAN_UNSURE_SHARE,
        `Half or more of the Guardian's reviews (at least ${GUARDIAN_UNSURE_MIN_REVIEWS}) ended UNSURE over an hour: the model cannot tell (its prompt, its images, a changed model); agents decide every proof by hand`,
      );
    }

    // Ages the timer sweep writes every minute (0 when nothing waits): nothing waits unseen for the back office.
    alarm(
      'AppealedDisputeWaiting',
      business(BUSINESS_METRICS.oldestAppealedDisputeHours, { period: Duration.minutes(15), statistic: 'Maximum' }),
      props.disputeResolutionAlarmHours,
      `An appealed dispute has waited ${props.disputeResolutionAlarmHours} hours or more for the back office (its escrow is held until then)`,
    );
    alarm(
      'KycWaiting',
      business(BUSINESS_METRICS.oldestKycWaitHours, { period: Duration.minutes(15), statistic: 'Maximum' }),
      props.kycWaitAlarmHours,
      `An operator's KYC documents have waited ${props.kycWaitAlarmHours} hours or more for staff`,
    );
    // Half the hold's lifetime: staff still have the other half to decide before it is refunded undecided.
    alarm(
      'HeldTaskWaiting',
      business(BUSINESS_METRICS.oldestHeldTaskHours, { period: Duration.minutes(15), statistic: 'Maximum' }),
      props.safetyHoldHours / 2,
      `A HELD task has waited ${props.safetyHoldHours / 2} hours or more for a safety decision (it is refunded undecided at ${props.safetyHoldHours})`,
    );

    new Dashboard(this, 'Dashboard', {
      dashboardName: props.namePrefix,
      widgets: [
        [
          new TextWidget({
            markdown: `# ${props.namePrefix}\nAPI, workflows, queues and functions. Alarms mail the \`${props.namePrefix} alarms\` topic.`,
            width: 24,
            height: 2,
          }),
        ],
        [
          new GraphWidget({ title: 'API requests and 5xx', left: [requests, serverErrors], width: 12 }),
          new GraphWidget({ title: 'API latency p99 (ms)', left: [latency], width: 12 }),
        ],
        [
          new GraphWidget({
            title: 'Workflow runs failed / timed out',
            left: machines.flatMap(([, machine]) => [machine.metricFailed(), machine.metricTimedOut()]),
            width: 12,
          }),
          new GraphWidget({
            title: 'Dead-letter queues',
            left: Object.values(props.deadLetterQueues).map((queue) => queue.metricApproximateNumberOfMessagesVisible()),
            width: 12,
          }),
        ],
        [
          new GraphWidget({ title: 'Lambda errors and throttles', left: [lambda('Errors'), lambda('Throttles')], width: 12 }),
          new GraphWidget({ title: 'Mail rejected', left: [sesRejects], width: 12 }),
        ],
        [
          new GraphWidget({
            title: 'Tasks created and completed',
            left: [business(BUSINESS_METRICS.tasksCreated), business(BUSINESS_METRICS.tasksCompleted)],
            width: 8,
          }),
          new GraphWidget({
            title: 'Escrow held, released, refunded (cents)',
            left: [business(BUSINESS_METRICS.moneyHeld), business(BUSINESS_METRICS.moneyReleased), business(BUSINESS_METRICS.moneyRefunded)],
            width: 8,
          }),
          new GraphWidget({
            title: 'Guardian decisions; model call errors (right)',
            left: [
              ...['VERIFIED', 'MANUAL_REVIEW'].map((decision) =>
                business(BUSINESS_METRICS.guardianDecisions, { dimensions: { decision }, label: decision }),
              ),
              business(BUSINESS_METRICS.guardianUnsure, { label: 'ended UNSURE' }),
            ],
            right: [
              business(BUSINESS_METRICS.guardianReviewerErrors, { label: 'Guardian model errors' }),
              business(BUSINESS_METRICS.screeningModelErrors, { label: 'screening model errors' }),
            ],
            width: 8,
          }),
        ],
        [
          new GraphWidget({
            title: 'Callbacks delivered and failed for good',
            left: [business(BUSINESS_METRICS.callbackDeliveries), business(BUSINESS_METRICS.callbackFailures)],
            width: 8,
          }),
          new GraphWidget({ title: 'Stalled steps restarted (per hour)', left: [reconciled], width: 8 }),
          new GraphWidget({ title: 'Ledger violations (daily audit)', left: [ledgerViolations], width: 8 }),
          new GraphWidget({
            title: 'Oldest appealed dispute, KYC wait and held task (hours)',
            left: [
              business(BUSINESS_METRICS.oldestAppealedDisputeHours, { period: Duration.minutes(15), statistic: 'Maximum' }),
              business(BUSINESS_METRICS.oldestKycWaitHours, { period: Duration.minutes(15), statistic: 'Maximum' }),
              business(BUSINESS_METRICS.oldestHeldTaskHours, { period: Duration.minutes(15), statistic: 'Maximum' }),
            ],
            width: 8,
          }),
        ],
        [
          new GraphWidget({
            title: 'Screening verdicts by subject, verdict and category (per hour)',
            // One line per dimension set the screening counted: no list of categories to keep here.
            left: [
              new MathExpression({
                expression: `SEARCH('{${METRICS_NAMESPACE},service,subject,verdict,category} MetricName="${BUSINESS_METRICS.safetyScreenings}"', 'Sum', 3600)`,
                label: 'Screenings',
                period: Duration.hours(1),
              }),
            ],
            width: 8,
          }),
          new GraphWidget({ title: 'Payouts refunded', left: [payoutsRefunded], width: 8 }),
          new GraphWidget({ title: 'Hot wallet USDC (cents)', left: [walletUsdc], width: 8 }),
          new GraphWidget({ title: 'Hot wallet ETH for gas (gwei)', left: [walletGas], width: 8 }),
        ],
      ],
    });
  }
}
