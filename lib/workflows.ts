/**
 * The workflows: what happens to a task without a caller.
 *
 * Why Express. Each machine runs for seconds (ProofReview is the review and, for a task it
 * verified, the finalize step; Finalization that step alone; a SandboxRun is four short waits
 * and four steps, well inside Express's 5-minute limit) and none waits on a callback, so
 * Standard's year-long, exactly-once executions buy nothing here. What one task costs in Step Functions:
 *
 *   machine        states entered (Standard bills each, counting the start)        Express bills
 *   ProofReview    start + Review + Verified? + Finalize + Finalized   =  5          1 request + duration
 *                  (sent to manual review: start + Review + Verified? + Reviewed = 4)
 *   Finalization   start + Finalize + Finalized                        =  3          1 request + duration
 *                  (only a task verified otherwise, by the agent's approval, or stalled in VERIFIED)
 *   PhotoCleanup   start + SettlePhotos + PhotosSettled                =  3          1 request + duration
 *   SandboxRun     start + 4 waits + 4 tasks + 4 choices + 1 end       = 14          1 request + duration
 *                  (sandbox tasks only; their review and finalization follow as above)
 *
 * Standard: $0.025 per 1,000 transitions (and every retry attempt is one more). A task the
 * Guardian verifies (8 transitions) costs $0.20 per 1,000 tasks, a sandbox task (22) $0.55: over
 * the budget of $0.10 of AWS spend per 1,000 completed tasks before a single Lambda or DynamoDB call.
 * Express: $1.00 per million requests plus $0.00001667 per GB-second, billed at the 64 MB
 * minimum (0.0625 GB) in 100 ms steps, waits included. A task the Guardian verifies: 2 requests
 * ($0.002 per 1,000 tasks) plus about 1 s of steps (1 s x 0.0625 GB x $0.00001667 = $0.000001 per
 * task, $0.001 per 1,000); a sandbox run adds 1 request and ~9 s at the default 2 s steps
 * (~$0.01 per 1,000). So Express costs about $0.003 per 1,000 normal tasks.
 *
 * Express runs at least once and keeps no execution history: every step is idempotent
 * (conditional status writes, ledger entries keyed by their cause), and failures land in
 * each machine's log group (ERROR level, without task data).
 *
 * Deadlines and approval windows are not workflows: a sweep every minute (contexts/edge/sweep/workflow/timers-step)
 * fires what is due from a due-time index, for a few cents a month whatever the volume.
 */
import { CrossStackReferences, Duration, ReferenceStrength, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { type IRole, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { FilterCriteria, type IFunction, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { type IQueue, Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { DefinitionBody, type IStateMachine, LogLevel, QueryLanguage, StateMachine, StateMachineType } from 'aws-cdk-lib/aws-stepfunctions';
import type { Construct } from 'constructs';
import { FAN_OUT_FILTER_PATTERNS } from '../functions/manifest/stream-fan-out';
import { SCREENING_HANDLER, STREAM_FAN_OUT_HANDLER, X402_SETTLER_HANDLER } from '../functions/manifest/table-permissions';
import {
  BACKGROUND_FUNCTIONS,
  RESUMABLE_WORKFLOWS,
  type StepId,
  WORKFLOW_NAMES,
  WORKFLOW_STEPS,
  WORKFLOWS,
  type WorkflowName,
} from '../functions/manifest/workflows';
import { environmentOf } from '../functions/platform/settings/deploy';
import { grantPhotoAccess, type ServiceProps, serviceEnvironment } from './api';
import { grantChainRpcUrl } from './chain-rpc-url';
import { bedrockInvokeStatements } from './guardian';
import { constructIdFor, HandlerFunction } from './handler-function';
import { grantTableAccess } from './table-grants';
import { workflowDefinition } from './workflow-definitions';

export interface WorkflowsStackProps extends StackProps, ServiceProps {
  /** Receives the stream batches the fan-out gave up on (kept in the data stack). */
  readonly dispatchFailures: IQueue;
  /** The push sender (callbacks stack): the stream's fan-out invokes it. */
  readonly pushSender: IFunction;
  /** The callback queue (callbacks stack): the timer sweep queues lost callbacks on it again. */
  readonly callbackQueue: IQueue;
  /** Its stage's prefix (lib/stage-names.ts): the state machines' log group names. */
  readonly namePrefix: string;
  /** The payout signer's role name: the hot wallet key's policy lets only it (and break-glass) sign. */
  readonly payoutSignerRole: string;
  /** The x402 settler's function name (lib/stage-names.ts): task and batch creation invoke it by name. */
  readonly x402SettlerFunction: string;
  /** The screening function's name (lib/stage-names.ts): task and batch creation invoke it by name. */
  readonly screeningFunction: string;
}

/**
 * The stateless workflow half: the state machines (Express, and Standard for the chain ones) and their step functions,
 * the stream consumer that starts them, the minute timer sweep, and the daily ledger audit.
 */
export class WorkflowsStack extends Stack {
  readonly stateMachines: Record<WorkflowName, IStateMachine>;
  /** Where a scheduled function's failed asynchronous run lands (Lambda's on-failure destination): any message alarms. */
  readonly asyncFailures: IQueue;
  /** The names of the functions under the payout signer's role (the payout sender, the x402 settler): a change to one alarms. */
  readonly signerFunctions: readonly string[];
  /** The payout signer's role: the only one besides break-glass whose Sign with the hot wallet key raises no alarm. */
  readonly payoutSignerRole: IRole;
  /** The stream's fan-out, which starts the workflows and sends the pushes: its iterator age is how far behind the table it is. */
  readonly streamFanOut: IFunction;

  constructor(scope: Construct, id: string, props: WorkflowsStackProps) {
    super(scope, id, props);
    // Strong references, as in the API stack: the data stack cannot lose what this one uses.
    CrossStackReferences.of(this).consume(ReferenceStrength.STRONG);
    const environment = serviceEnvironment(this, props);
    const handlerFunction = (
      handler: string,
      extra: Record<string, string> = {},
      size: { timeout?: Duration; memorySize?: number; roleName?: string; reservedConcurrency?: number } = {},
    ): IFunction => {
      const { fn } = new HandlerFunction(this, constructIdFor(handler), { handler, environment: { ...environment, ...extra }, ...size });
      grantTableAccess(fn, props.table, handler);
      grantPhotoAccess(fn, handler, props.photoBucket);
      grantChainRpcUrl(fn, handler, props.settings.values.chainRpcUrlParameter);
      return fn;
    };

    // One function per step of every workflow's entry; the payout sender under the role the hot wallet's key names.
    const steps = Object.fromEntries(
      Object.entries(WORKFLOW_STEPS).map(([id, step]) => [
        id,
        handlerFunction(
          step.handler,
          {},
          {
            memorySize: step.memoryMb,
            ...(step.timeoutSeconds === undefined ? {} : { timeout: Duration.seconds(step.timeoutSeconds) }),
            reservedConcurrency: step.reservedConcurrency,
            ...(id === 'sendPayout' ? { roleName: props.payoutSignerRole } : {}),
          },
        ),
      ]),
    ) as Record<StepId, IFunction>;
    // Only the payout sender signs with the hot wallet's key (the key policy lets the account's IAM policies grant it).
    steps.sendPayout.addToRolePolicy(new PolicyStatement({ actions: ['kms:Sign', 'kms:GetPublicKey'], resources: [props.hotWalletKey.keyArn] }));
    this.payoutSignerRole = steps.sendPayout.role!;
    // x402 settlements sign with the hot wallet too, so they are sent by a function of their own under
    // the same role (it holds what settling needs: kms:Sign, the nonce reservation in the table, the RPC
    // URL), which task and batch creation invoke by name: the functions facing the internet never sign,
    // and the alarm on any other signer (lib/observability.ts) stays one role.
    this.signerFunctions = [steps.sendPayout.functionName, props.x402SettlerFunction];
    new HandlerFunction(this, 'X402Settler', {
      handler: X402_SETTLER_HANDLER,
      environment,
      role: this.payoutSignerRole,
      functionName: props.x402SettlerFunction,
      // The receipt is waited for 20 s (adapters/chain/authorization-transfers.ts), within task creation's 29 s.
      timeout: Duration.seconds(25),
    });
    // Task and batch creation screen in a function of their own, which they invoke by name: the screeners, the screening
    // model's client and grant, and the screenings' metrics are its alone (lib/api.ts SCREENING_HANDLERS).
    const screener = new HandlerFunction(this, constructIdFor(SCREENING_HANDLER), {
      handler: SCREENING_HANDLER,
      environment,
      functionName: props.screeningFunction,
      // A slow screening model holds the task (bedrock-screener.ts) instead of failing the creation: the function may take
      // what creation gave it in-process, within creation's 29 s.
      timeout: Duration.seconds(25),
    }).fn;
    grantTableAccess(screener, props.table, SCREENING_HANDLER);
    const { guardian, guardianModelId, screening, screeningModelId } = props.settings.values;
    if (screening === 'bedrock') for (const statement of bedrockInvokeStatements(this, screeningModelId)) screener.addToRolePolicy(statement);
    // The Guardian runs in review-proof alone: with 'rules' nothing may call Bedrock at all.
    if (guardian === 'bedrock') {
      for (const statement of bedrockInvokeStatements(this, guardianModelId)) steps.reviewProof.addToRolePolicy(statement);
    }
    const machine = (name: WorkflowName) =>
      new StateMachine(this, WORKFLOWS[name].machine, {
        stateMachineType: StateMachineType[WORKFLOWS[name].type],
        queryLanguage: QueryLanguage.JSON_PATH,
        definitionBody: DefinitionBody.fromChainable(workflowDefinition(this, name, steps)),
        logs: {
          // Under /aws/vendedlogs/: Step Functions' log delivery then needs no entry in the account's CloudWatch Logs
          // resource policy, which holds 10 policies of 5,120 characters and fails a deploy once full.
          destination: new LogGroup(this, `${WORKFLOWS[name].machine}Logs`, {
            logGroupName: `/aws/vendedlogs/states/${props.namePrefix}-${WORKFLOWS[name].machine}`,
            retention: RetentionDays.ONE_MONTH,
            // A fixed name: a retained group would make the next deploy of this stage fail ("already exists").
            removalPolicy: RemovalPolicy.DESTROY,
          }),
          level: LogLevel.ERROR,
          includeExecutionData: false,
        },
        tracingEnabled: true,
      });
    this.stateMachines = Object.fromEntries(WORKFLOW_NAMES.map((name) => [name, machine(name)])) as Record<WorkflowName, StateMachine>;

    // The functions that start workflows: the dispatcher (from the stream) and the timer sweep (stalled steps, again).
    const machineArns = Object.fromEntries(WORKFLOW_NAMES.map((name) => [WORKFLOWS[name].arnVariable, this.stateMachines[name].stateMachineArn]));
    const dispatcher = handlerFunction(BACKGROUND_FUNCTIONS.dispatch.handler, machineArns);
    for (const name of WORKFLOW_NAMES) this.stateMachines[name].grantStartExecution(dispatcher);
    // The stream's one event source mapping: the fan-out gives the dispatcher and the push sender their records
    // (functions/manifest/stream-fan-out.ts); the outbox pipe (lib/callbacks.ts) is the stream's other reader.
    const fanOut = (this.streamFanOut = handlerFunction(
      STREAM_FAN_OUT_HANDLER,
      environmentOf({ streamDispatchFunction: dispatcher.functionName, streamPushFunction: props.pushSender.functionName }),
      // It waits for its consumers, one chunk after another: the push sender may take its full minute per chunk.
      { timeout: Duration.minutes(5) },
    ));
    dispatcher.grantInvoke(fanOut);
    props.pushSender.grantInvoke(fanOut);
    fanOut.addEventSource(
      new DynamoEventSource(props.table, {
        // Records are 24 hours in the stream: start from the oldest so a new mapping misses none.
        startingPosition: StartingPosition.TRIM_HORIZON,
        batchSize: 100,
        // A failing record is retried alone (bisect, and the handler reports the failed
        // items), so it cannot hold up the records behind it for long; after 10 retries or
        // a day its batch's position goes to the failure queue.
        bisectBatchOnError: true,
        reportBatchItemFailures: true,
        retryAttempts: 10,
        maxRecordAge: Duration.days(1),
        onFailure: new SqsDlq(props.dispatchFailures),
        filters: FAN_OUT_FILTER_PATTERNS.map((pattern) => FilterCriteria.filter(pattern)),
      }),
    );

    // The scheduled functions run asynchronously: Lambda retries a failed run itself, then sends it here (alarmed).
    const asyncFailures = (this.asyncFailures = new Queue(this, 'AsyncFailures', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    }));
    const onFailure = (fn: IFunction, maxEventAge: Duration, retryAttempts: number) =>
      fn.configureAsyncInvoke({ onFailure: new SqsDestination(asyncFailures), maxEventAge, retryAttempts });

    const timers = handlerFunction(BACKGROUND_FUNCTIONS.timers.handler, { ...machineArns, CALLBACK_QUEUE_URL: props.callbackQueue.queueUrl });
    // A sweep that failed twice is superseded by the next minute's; its failure is still recorded.
    onFailure(timers, Duration.minutes(1), 2);
    for (const name of RESUMABLE_WORKFLOWS) this.stateMachines[name].grantStartExecution(timers);
    props.callbackQueue.grantSendMessages(timers);
    new Rule(this, 'TimerSweep', {
      description:
        'Handoff: fire due task timers (expiry, lapsed claims and disputes), resume stalled steps, queue lost callbacks again; every minute',
      schedule: Schedule.rate(Duration.minutes(1)),
      // A sweep that could not be delivered within the minute is superseded by the next one.
      targets: [new LambdaFunction(timers, { maxEventAge: Duration.minutes(1), retryAttempts: 2 })],
    });

    // The ledger audit reads the whole table (its grant alone has Scan): one parallel Scan a day,
    // eventually consistent, in bounded pages, keeping the accounts in memory, not the entries
    // (contexts/money/ledger/store/ledger-audit-store.ts). Its cost is a read of the table: about $0.016 per GB a day on
    // demand (1 GB = 131,072 eventually consistent read units at $0.125 per million), and the
    // minutes of one 1 GB function. The 15 minutes Lambda allows scan tens of GB in 4 segments.
    const audit = handlerFunction(BACKGROUND_FUNCTIONS.ledgerAudit.handler, {}, { timeout: Duration.minutes(15), memorySize: 1024 });
    new Rule(this, 'LedgerAuditSchedule', {
      description: 'Handoff: audit the whole ledger once a day (LedgerViolations alarms above 0); invoke the function to run it on demand',
      schedule: Schedule.cron({ minute: '17', hour: '4' }),
      // A day's audit that could not start within the hour waits for the next day's.
      targets: [new LambdaFunction(audit, { maxEventAge: Duration.hours(1), retryAttempts: 1 })],
    });
    onFailure(audit, Duration.hours(1), 1);

    // In chain mode, the hot wallet's USDC and ETH every hour, as metrics that alarm below their floors.
    const { chainRpcUrl, chainRpcUrlParameter } = props.settings.values;
    if (chainRpcUrl || chainRpcUrlParameter) {
      const balance = handlerFunction(BACKGROUND_FUNCTIONS.hotWalletBalance.handler);
      // Its address only (the public key): it cannot sign.
      balance.addToRolePolicy(new PolicyStatement({ actions: ['kms:GetPublicKey'], resources: [props.hotWalletKey.keyArn] }));
      new Rule(this, 'HotWalletBalanceSchedule', {
        description: "Handoff: read the hot wallet's USDC and ETH every hour (HotWalletUsdcCents, HotWalletGasGwei alarm below their floors)",
        schedule: Schedule.rate(Duration.hours(1)),
        targets: [new LambdaFunction(balance, { maxEventAge: Duration.minutes(30), retryAttempts: 1 })],
      });
      onFailure(balance, Duration.minutes(30), 1);
    }
  }
}
