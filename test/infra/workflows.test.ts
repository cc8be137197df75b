import { describe, expect, it } from 'vitest';
import { PAYOUT_CONCURRENCY } from '../../functions/contexts/money/payouts/workflow/payout-settlement.workflow';
import { PUSH_FILTER_PATTERNS } from '../../functions/manifest/push-stream';
import { STREAM_CONSUMERS } from '../../functions/manifest/stream-fan-out';
import { SCREENING_HANDLER, STREAM_FAN_OUT_HANDLER, tableAccessOf, X402_SETTLER_HANDLER } from '../../functions/manifest/table-permissions';
import { BACKGROUND_FUNCTIONS, CHAIN_MAX_CHECKS, WORKFLOW_STEPS, WORKFLOWS } from '../../functions/manifest/workflows';
import { definitionOf, expectedTableStatements, handlerOf, PRODUCTION_CONTEXT, type Resource, synthesize, tableStatements } from './synth';

const MACHINES = ['ProofReview', 'Finalization', 'PhotoCleanup', 'SandboxRun', 'DepositConfirmation', 'PayoutSettlement'] as const;
const STANDARD_MACHINES = ['DepositConfirmation', 'PayoutSettlement'];
const RETRY_ANY_FAILURE = [{ ErrorEquals: ['States.ALL'], IntervalSeconds: 1, MaxAttempts: 4, BackoffRate: 2, JitterStrategy: 'FULL' }];
const STEPS = ['Claim', 'Approve', 'Start', 'Submit'];

describe('Stack: WorkflowsStack', () => {
  const { workflows, data, ofType: apiOfType } = synthesize();
  const { ofType, idsOfType, byRef, statementsOf } = workflows;

  const machineIds = Object.fromEntries(
    MACHINES.map((name) => [name, idsOfType('AWS::StepFunctions::StateMachine').find((id) => id.startsWith(name))!]),
  ) as Record<(typeof MACHINES)[number], string>;
  const asl = (name: (typeof MACHINES)[number]) => definitionOf(byRef(machineIds[name]));
  const stateTypes = (name: (typeof MACHINES)[number]) =>
    Object.fromEntries(Object.entries<{ Type: string }>(asl(name).States).map(([state, body]) => [state, body.Type]));
  const taskStates = () => MACHINES.flatMap((name) => Object.values<any>(asl(name).States).filter((state) => state.Type === 'Task'));

  const functionIds = idsOfType('AWS::Lambda::Function');
  const functionIdFor = (handler: string) => functionIds.find((id) => handlerOf(byRef(id)) === handler)!;
  const functionFor = (handler: string): Resource => byRef(functionIdFor(handler));
  const arnOf = (handler: string) => `arn-of:${functionIdFor(handler)}`;
  const dispatcherId = functionIdFor(BACKGROUND_FUNCTIONS.dispatch.handler);
  const fanOutId = functionIdFor(STREAM_FAN_OUT_HANDLER);
  const [mapping] = ofType('AWS::Lambda::EventSourceMapping');

  it('runs six state machines in JSONPath: the task ones Express, the chain ones (which wait on blocks) Standard', () => {
    expect(idsOfType('AWS::StepFunctions::StateMachine')).toHaveLength(6);
    for (const name of MACHINES) {
      expect(byRef(machineIds[name]).Properties.StateMachineType, name).toBe(STANDARD_MACHINES.includes(name) ? 'STANDARD' : 'EXPRESS');
      expect(asl(name).QueryLanguage, name).toBe('JSONPath');
    }
  });

  it('logs only errors, without task data, each machine to its own log group, and traces every run (X-Ray)', () => {
    const logGroups = new Set<string>();
    for (const name of MACHINES) {
      const { LoggingConfiguration, TracingConfiguration } = byRef(machineIds[name]).Properties;
      expect(LoggingConfiguration).toMatchObject({ Level: 'ERROR', IncludeExecutionData: false });
      const logGroup = LoggingConfiguration.Destinations[0].CloudWatchLogsLogGroup.LogGroupArn['Fn::GetAtt'][0];
      // Under /aws/vendedlogs/: log delivery then takes no room in the account's CloudWatch Logs resource policy.
      expect(byRef(logGroup).Properties).toEqual({ LogGroupName: `/aws/vendedlogs/states/Handoff-${name}`, RetentionInDays: 30 });
      expect(byRef(logGroup).DeletionPolicy).toBe('Delete');
      logGroups.add(logGroup);
      expect(TracingConfiguration).toEqual({ Enabled: true });
    }
    expect(logGroups.size).toBe(6);
  });

  it('ProofReview: Review hands the task id to the review-proof function; a task it verified goes on to Finalize in the same run, any other ends as Reviewed', () => {
    expect(stateTypes('ProofReview')).toEqual({ Review: 'Task', 'Verified?': 'Choice', Finalize: 'Task', Finalized: 'Succeed', Reviewed: 'Succeed' });
    const { StartAt, States } = asl('ProofReview');
    expect(StartAt).toBe('Review');
    expect(States.Review).toMatchObject({
      Resource: arnOf(WORKFLOW_STEPS.reviewProof.handler),
      Parameters: { 'taskId.$': '$.taskId' },
      Next: 'Verified?',
    });
    expect(States['Verified?']).toEqual({
      Type: 'Choice',
      Choices: [{ Variable: '$.outcome', StringEquals: 'VERIFIED', Next: 'Finalize' }],
      Default: 'Reviewed',
    });
    // The very state Finalization runs, calling the same function.
    expect(States.Finalize).toEqual(asl('Finalization').States.Finalize);
  });

  it('Finalization: Finalize hands the task id to the finalize function, then Finalized', () => {
    expect(stateTypes('Finalization')).toEqual({ Finalize: 'Task', Finalized: 'Succeed' });
    const { StartAt, States } = asl('Finalization');
    expect(StartAt).toBe('Finalize');
    expect(States.Finalize).toMatchObject({
      Resource: arnOf(WORKFLOW_STEPS.finalize.handler),
      Parameters: { 'taskId.$': '$.taskId' },
      Next: 'Finalized',
    });
  });

  it('SandboxRun: waits, then claims, approves, starts and submits, and ends as Simulated', () => {
    expect(stateTypes('SandboxRun')).toEqual({
      ...Object.fromEntries(
        STEPS.flatMap((step) => [
          [`Before${step}`, 'Wait'],
          [step, 'Task'],
          [`${step}Stopped?`, 'Choice'],
        ]),
      ),
      Stopped: 'Succeed',
      Simulated: 'Succeed',
    });
    const { StartAt, States } = asl('SandboxRun');
    expect(StartAt).toBe('BeforeClaim');
    STEPS.forEach((step, i) => {
      expect(States[`Before${step}`], step).toEqual({ Type: 'Wait', SecondsPath: '$.stepSeconds', Next: step });
      expect(States[step], step).toMatchObject({
        Resource: arnOf(WORKFLOW_STEPS.sandboxStep.handler),
        Parameters: { 'taskId.$': '$.taskId', 'stepSeconds.$': '$.stepSeconds', step: step.toLowerCase() },
        Next: `${step}Stopped?`,
      });
      expect(States[`${step}Stopped?`], step).toEqual({
        Type: 'Choice',
        Choices: [{ Variable: '$.outcome', StringEquals: 'STOPPED', Next: 'Stopped' }],
        Default: STEPS[i + 1] ? `Before${STEPS[i + 1]}` : 'Simulated',
      });
    });
  });

  it("calls each step's function directly (the handler's answer is the state's result) and retries any failure 3 times", () => {
    const tasks = taskStates();
    expect(tasks).toHaveLength(12);
    for (const task of tasks) {
      // Not arn:aws:states:::lambda:invoke, whose result is wrapped in { Payload }.
      expect(task.Resource).toMatch(/^arn-of:/);
      expect(task.Retry).toEqual(RETRY_ANY_FAILURE);
      for (const reshaping of ['InputPath', 'ResultPath', 'ResultSelector', 'OutputPath']) expect(task).not.toHaveProperty(reshaping);
    }
    // Only sending a payout has a way out after its retries (PayoutSettlement, below).
    expect(tasks.filter((task) => task.Catch).map((task) => task.Resource)).toEqual([arnOf(WORKFLOW_STEPS.sendPayout.handler)]);
  });

  it('lets each machine invoke only the function of its own steps', () => {
    const own = {
      ProofReview: [WORKFLOW_STEPS.reviewProof.handler, WORKFLOW_STEPS.finalize.handler],
      Finalization: [WORKFLOW_STEPS.finalize.handler],
      PhotoCleanup: [WORKFLOW_STEPS.settlePhotos.handler],
      SandboxRun: [WORKFLOW_STEPS.sandboxStep.handler],
      DepositConfirmation: [WORKFLOW_STEPS.checkDeposit.handler],
      PayoutSettlement: [WORKFLOW_STEPS.sendPayout.handler, WORKFLOW_STEPS.failUnsentPayout.handler, WORKFLOW_STEPS.checkPayout.handler],
    };
    for (const name of MACHINES) {
      const invoke = statementsOf(byRef(machineIds[name])).filter((statement) => JSON.stringify(statement.Action).includes('lambda:'));
      const targets = JSON.stringify(invoke.map((statement) => statement.Resource)).match(/"Fn::GetAtt":\["(\w+)"/g);
      expect(new Set(targets), name).toEqual(new Set(own[name].map((handler) => `"Fn::GetAtt":["${functionIdFor(handler)}"`)));
    }
  });

  it('builds one function per workflow handler, with the same environment as the API functions', () => {
    // The hot wallet check only in chain mode (below).
    const expected = [
      ...Object.values(WORKFLOW_STEPS),
      ...Object.values(BACKGROUND_FUNCTIONS),
      { handler: X402_SETTLER_HANDLER },
      { handler: SCREENING_HANDLER },
      { handler: STREAM_FAN_OUT_HANDLER },
    ]
      .map(({ handler }) => handler)
      .filter((handler) => handler !== BACKGROUND_FUNCTIONS.hotWalletBalance.handler);
    expect(ofType('AWS::Lambda::Function').map(handlerOf).sort()).toEqual(expected.sort());
    // One that does not pay x402 (those also name the settler).
    const apiEnvironment = apiOfType('AWS::Lambda::Function').find((fn) => !fn.Properties.Environment.Variables.X402_SETTLER_FUNCTION)!.Properties
      .Environment.Variables;
    expect(apiEnvironment.TABLE_NAME).toEqual({ 'Fn::ImportValue': expect.stringMatching(/^HandoffData:ExportsOutputRefTable/) });
    for (const fn of ofType('AWS::Lambda::Function')) {
      expect(fn.Properties).toMatchObject({ Runtime: 'nodejs22.x', Architectures: ['arm64'], Handler: 'index.handler' });
      expect(fn.Properties.Environment.Variables, handlerOf(fn)).toMatchObject(apiEnvironment);
    }
  });

  it('gives each workflow function exactly the table access its step declares: the dispatcher none', () => {
    for (const fn of ofType('AWS::Lambda::Function')) {
      const { access, recordsKeyUse } = tableAccessOf(handlerOf(fn));
      expect(tableStatements(statementsOf(fn)), handlerOf(fn)).toEqual(expectedTableStatements(access, recordsKeyUse));
    }
    expect(tableAccessOf(BACKGROUND_FUNCTIONS.dispatch.handler).access).toBe('none');
  });

  it('tells the dispatcher which machine is which, and runs sandbox steps 2 seconds apart by default', () => {
    expect(functionFor(BACKGROUND_FUNCTIONS.dispatch.handler).Properties.Environment.Variables).toMatchObject({
      PROOF_REVIEW_STATE_MACHINE_ARN: { Ref: machineIds.ProofReview },
      FINALIZATION_STATE_MACHINE_ARN: { Ref: machineIds.Finalization },
      SANDBOX_RUN_STATE_MACHINE_ARN: { Ref: machineIds.SandboxRun },
      DEPOSIT_CONFIRMATION_STATE_MACHINE_ARN: { Ref: machineIds.DepositConfirmation },
      PAYOUT_SETTLEMENT_STATE_MACHINE_ARN: { Ref: machineIds.PayoutSettlement },
      SANDBOX_STEP_SECONDS: '2',
      CHAIN_POLL_SECONDS: '10',
    });
  });

  it('takes the sandbox step from the context, in whole seconds that fit four waits in an Express run', () => {
    const dispatcherOf = (context: Record<string, string | number>) =>
      synthesize(context)
        .workflows.ofType('AWS::Lambda::Function')
        .find((fn) => handlerOf(fn) === BACKGROUND_FUNCTIONS.dispatch.handler)!;
    expect(dispatcherOf({ sandboxStepSeconds: 5 }).Properties.Environment.Variables.SANDBOX_STEP_SECONDS).toBe('5');
    expect(dispatcherOf({ sandboxStepSeconds: '0' }).Properties.Environment.Variables.SANDBOX_STEP_SECONDS).toBe('0');
    expect(() => synthesize({ sandboxStepSeconds: '1.5' })).toThrow(/sandboxStepSeconds/);
    expect(() => synthesize({ sandboxStepSeconds: 31 })).toThrow(/sandboxStepSeconds/);
    expect(() => synthesize({ sandboxStepSeconds: -1 })).toThrow(/sandboxStepSeconds/);
  });

  it('lets only the dispatcher start executions (of the six machines) and the timer sweep (of the five whose work can stall)', () => {
    const startsExecutions = (statement: any) => [statement.Action].flat().some((action: string) => /^states:(StartExecution|\*)$|^\*$/.test(action));
    const policies = [...ofType('AWS::IAM::Policy'), ...apiOfType('AWS::IAM::Policy')];
    const starters = policies.filter((policy) => policy.Properties.PolicyDocument.Statement.some(startsExecutions));
    const roleOf = (handler: string) => ({ Ref: byRef(functionIdFor(handler)).Properties.Role['Fn::GetAtt'][0] });
    const startable = (handler: string) => {
      const policy = starters.find((p) => JSON.stringify(p.Properties.Roles) === JSON.stringify([roleOf(handler)]))!;
      return policy.Properties.PolicyDocument.Statement.filter(startsExecutions).flatMap((statement: any) => [statement.Resource].flat());
    };
    expect(starters).toHaveLength(2);
    expect(startable(BACKGROUND_FUNCTIONS.dispatch.handler)).toEqual(expect.arrayContaining(MACHINES.map((name) => ({ Ref: machineIds[name] }))));
    expect(startable(BACKGROUND_FUNCTIONS.dispatch.handler)).toHaveLength(6);
    // In any order: CDK merges a role's statements and sorts their resources (cdk.json: minimizePolicies).
    expect(startable(BACKGROUND_FUNCTIONS.timers.handler)).toEqual(
      expect.arrayContaining(
        ['ProofReview', 'Finalization', 'SandboxRun', 'DepositConfirmation', 'PayoutSettlement'].map((name) => ({
          Ref: machineIds[name as (typeof MACHINES)[number]],
        })),
      ),
    );
    expect(startable(BACKGROUND_FUNCTIONS.timers.handler)).toHaveLength(5);
  });

  it("feeds the fan-out the table's stream from its oldest record, 100 records at a time, and lets it invoke the dispatcher", () => {
    expect(ofType('AWS::Lambda::EventSourceMapping')).toHaveLength(1);
    expect(JSON.stringify(statementsOf(byRef(fanOutId)).filter((s) => JSON.stringify(s.Action).includes('lambda:InvokeFunction')))).toContain(
      dispatcherId,
    );
    expect(byRef(fanOutId).Properties.Environment.Variables.STREAM_DISPATCH_FUNCTION).toEqual({ Ref: dispatcherId });
    expect(mapping!.Properties).toMatchObject({
      FunctionName: { Ref: fanOutId },
      EventSourceArn: { 'Fn::ImportValue': expect.stringMatching(/^HandoffData:ExportsOutputFnGetAttTable\w+StreamArn/) },
      StartingPosition: 'TRIM_HORIZON',
      BatchSize: 100,
    });
  });

  it("passes the fan-out every insert and the push sender's other changes: a new status or workflow needs no new filter (Lambda allows 5)", () => {
    const patterns = mapping!.Properties.FilterCriteria.Filters.map((filter: { Pattern: string }) => JSON.parse(filter.Pattern));
    expect(patterns).toEqual([{ eventName: ['INSERT'] }, PUSH_FILTER_PATTERNS[3]]);
    expect(patterns.length).toBeLessThanOrEqual(3);
  });

  it("gives the dispatcher only inserted status changes that start a workflow (VERIFIED by any move but the Guardian's), sandbox tasks created open, deposits waiting for confirmations and payouts", () => {
    expect(STREAM_CONSUMERS.dispatch.patterns).toEqual([
      {
        eventName: ['INSERT'],
        dynamodb: { NewImage: { sk: { S: [{ prefix: 'EVENT#' }] }, status: { S: ['SUBMITTED', 'COMPLETED', 'CANCELLED'] } } },
      },
      {
        eventName: ['INSERT'],
        dynamodb: { NewImage: { sk: { S: [{ prefix: 'EVENT#' }] }, status: { S: ['VERIFIED'] }, trigger: { S: ['agent_approve'] } } },
      },
      { eventName: ['INSERT'], dynamodb: { NewImage: { sk: { S: ['TASK'] }, sandbox: { BOOL: [true] }, status: { S: ['PENDING'] } } } },
      { eventName: ['INSERT'], dynamodb: { NewImage: { sk: { S: ['DEPOSIT'] }, status: { S: ['PENDING_CONFIRMATIONS'] } } } },
      { eventName: ['INSERT'], dynamodb: { NewImage: { sk: { S: ['PAYOUT'] } } } },
    ]);
  });

  it('DepositConfirmation: waits, checks the deposit, and waits again while it is pending, up to its check limit', () => {
    expect(stateTypes('DepositConfirmation')).toEqual({
      WaitForConfirmations: 'Wait',
      CheckDeposit: 'Task',
      'DepositPending?': 'Choice',
      DepositGaveUp: 'Fail',
      DepositSettled: 'Succeed',
    });
    const { StartAt, States } = asl('DepositConfirmation');
    expect(StartAt).toBe('WaitForConfirmations');
    expect(States.WaitForConfirmations).toEqual({ Type: 'Wait', SecondsPath: '$.pollSeconds', Next: 'CheckDeposit' });
    expect(States.CheckDeposit).toMatchObject({
      Resource: arnOf(WORKFLOW_STEPS.checkDeposit.handler),
      Parameters: { 'transactionId.$': '$.transactionId', 'pollSeconds.$': '$.pollSeconds', 'checks.$': '$.checks' },
      Next: 'DepositPending?',
    });
    expect(States['DepositPending?']).toEqual({
      Type: 'Choice',
      Choices: [
        {
          And: [
            { Variable: '$.status', StringEquals: 'PENDING_CONFIRMATIONS' },
            { Variable: '$.checks', NumericLessThan: CHAIN_MAX_CHECKS },
          ],
          Next: 'WaitForConfirmations',
        },
        { Variable: '$.status', StringEquals: 'PENDING_CONFIRMATIONS', Next: 'DepositGaveUp' },
      ],
      Default: 'DepositSettled',
    });
  });

  it('PayoutSettlement: sends the payout, then checks it every pollSeconds while it is pending, up to its check limit', () => {
    expect(stateTypes('PayoutSettlement')).toEqual({
      SendPayout: 'Task',
      FailUnsentPayout: 'Task',
      'PayoutSent?': 'Choice',
      PayoutNotSent: 'Succeed',
      WaitForReceipt: 'Wait',
      CheckPayout: 'Task',
      'PayoutPending?': 'Choice',
      PayoutGaveUp: 'Fail',
      PayoutSettled: 'Succeed',
    });
    const { StartAt, States } = asl('PayoutSettlement');
    const payload = { 'payoutId.$': '$.payoutId', 'pollSeconds.$': '$.pollSeconds', 'checks.$': '$.checks' };
    expect(StartAt).toBe('SendPayout');
    expect(States.SendPayout).toMatchObject({ Resource: arnOf(WORKFLOW_STEPS.sendPayout.handler), Parameters: payload, Next: 'PayoutSent?' });
    // Sending that fails for good ends in FailUnsentPayout (FAILED and refunded if never signed), which answers the same choice.
    expect(States.SendPayout.Catch).toEqual([{ ErrorEquals: ['States.ALL'], ResultPath: '$.failure', Next: 'FailUnsentPayout' }]);
    expect(States.FailUnsentPayout).toMatchObject({
      Resource: arnOf(WORKFLOW_STEPS.failUnsentPayout.handler),
      Parameters: { ...payload, 'failure.$': '$.failure' },
      Next: 'PayoutSent?',
    });
    expect(States['PayoutSent?']).toEqual({
      Type: 'Choice',
      Choices: [{ Variable: '$.status', StringEquals: 'PENDING_ONCHAIN', Next: 'WaitForReceipt' }],
      Default: 'PayoutNotSent',
    });
    expect(States.WaitForReceipt).toEqual({ Type: 'Wait', SecondsPath: '$.pollSeconds', Next: 'CheckPayout' });
    expect(States.CheckPayout).toMatchObject({ Resource: arnOf(WORKFLOW_STEPS.checkPayout.handler), Parameters: payload, Next: 'PayoutPending?' });
    expect(States['PayoutPending?'].Choices[0].Next).toBe('WaitForReceipt');
    expect(States['PayoutPending?'].Default).toBe('PayoutSettled');
  });

  it("lets only the payout sender and the x402 settler (under the payout sender's role) sign with the hot wallet's KMS key, and only sign and read its public key", () => {
    const keyId = data.idsOfType('AWS::KMS::Key').find((id) => id.startsWith('HotWalletKey'))!;
    const kmsStatements = (fn: Resource) => statementsOf(fn).filter((statement) => JSON.stringify(statement.Action).includes('kms:'));
    const signers = [WORKFLOW_STEPS.sendPayout.handler, X402_SETTLER_HANDLER];
    for (const fn of ofType('AWS::Lambda::Function')) {
      const statements = kmsStatements(fn);
      if (!signers.includes(handlerOf(fn))) {
        expect(statements, handlerOf(fn)).toEqual([]);
        continue;
      }
      expect(statements).toEqual([
        {
          Effect: 'Allow',
          Action: ['kms:GetPublicKey', 'kms:Sign'],
          Resource: { 'Fn::ImportValue': expect.stringMatching(new RegExp(`^HandoffData:ExportsOutputFnGetAtt${keyId}Arn`)) },
        },
      ]);
    }
    // The API functions use only the callback secrets key (test/infra/callbacks.test.ts).
    for (const policy of apiOfType('AWS::IAM::Policy')) expect(JSON.stringify(policy), 'API stack').not.toContain(keyId);
    // Its role has the name the key's policy allows to sign (test/infra/data.test.ts).
    const role = byRef(functionFor(WORKFLOW_STEPS.sendPayout.handler).Properties.Role['Fn::GetAtt'][0]);
    expect(role.Properties).toMatchObject({
      RoleName: 'Handoff-payout-signer',
      AssumeRolePolicyDocument: { Statement: [expect.objectContaining({ Principal: { Service: 'lambda.amazonaws.com' } })] },
    });
    const allowed = JSON.stringify(data.byRef(keyId).Properties.KeyPolicy.Statement[1].Condition);
    expect(allowed).toContain(':role/Handoff-payout-signer');
  });

  it("runs the x402 settler under the payout signer's role, by the name task creation invokes, with time for the receipt", () => {
    const settler = functionFor(X402_SETTLER_HANDLER);
    expect(settler.Properties.Role).toEqual(functionFor(WORKFLOW_STEPS.sendPayout.handler).Properties.Role);
    expect(settler.Properties).toMatchObject({ FunctionName: 'Handoff-x402-settler', Timeout: 25 });
    // The role gets nothing more for it: its policies are the payout sender's alone (kms:Sign, the table, the RPC URL).
    expect(statementsOf(settler)).toEqual(statementsOf(functionFor(WORKFLOW_STEPS.sendPayout.handler)));
  });

  it('sends a failed asynchronous run of the timer sweep and the ledger audit to a queue (on-failure destination) after its retries', () => {
    const queueId = idsOfType('AWS::SQS::Queue').find((id) => id.startsWith('AsyncFailures'))!;
    const configs = ofType('AWS::Lambda::EventInvokeConfig').map((config) => config.Properties);
    const configFor = (handler: string) => configs.find((config) => config.FunctionName.Ref === functionIdFor(handler));
    expect(configFor(BACKGROUND_FUNCTIONS.timers.handler)).toEqual({
      FunctionName: { Ref: functionIdFor(BACKGROUND_FUNCTIONS.timers.handler) },
      Qualifier: '$LATEST',
      MaximumEventAgeInSeconds: 60,
      MaximumRetryAttempts: 2,
      DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [queueId, 'Arn'] } } },
    });
    expect(configFor(BACKGROUND_FUNCTIONS.ledgerAudit.handler)).toMatchObject({
      MaximumEventAgeInSeconds: 3600,
      MaximumRetryAttempts: 1,
      DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [queueId, 'Arn'] } } },
    });
    expect(byRef(queueId).Properties).toMatchObject({ SqsManagedSseEnabled: true, MessageRetentionPeriod: 14 * 24 * 3600 });
    expect(JSON.stringify(statementsOf(functionFor(BACKGROUND_FUNCTIONS.timers.handler)))).toContain('sqs:SendMessage');
  });

  it("reads the hot wallet's balances every hour in chain mode, with its public key only (it cannot sign)", () => {
    expect(functionIds.filter((id) => handlerOf(byRef(id)) === BACKGROUND_FUNCTIONS.hotWalletBalance.handler)).toEqual([]);
    const chain = synthesize(PRODUCTION_CONTEXT).workflows;
    const checkerId = chain
      .idsOfType('AWS::Lambda::Function')
      .find((id) => handlerOf(chain.byRef(id)) === BACKGROUND_FUNCTIONS.hotWalletBalance.handler)!;
    const checker = chain.byRef(checkerId);
    const hourly = chain.ofType('AWS::Events::Rule').find((rule) => rule.Properties.ScheduleExpression === 'rate(1 hour)')!;
    expect(hourly.Properties.Targets).toEqual([expect.objectContaining({ Arn: { 'Fn::GetAtt': [checkerId, 'Arn'] } })]);
    const kms = chain.statementsOf(checker).filter((statement) => JSON.stringify(statement.Action).includes('kms:'));
    // The RPC URL's parameter (through SSM only), and the wallet's public key: nothing that signs.
    expect(kms).toEqual([
      expect.objectContaining({
        Action: 'kms:Decrypt',
        Condition: expect.objectContaining({ StringEquals: expect.objectContaining({ 'kms:ViaService': 'ssm.us-east-1.amazonaws.com' }) }),
      }),
      { Effect: 'Allow', Action: 'kms:GetPublicKey', Resource: expect.anything() },
    ]);
    expect(checker.Properties.Environment.Variables.CHAIN_RPC_URL_PARAMETER).toBe('/handoff/prod/chain-rpc-url');
  });

  it('retries a failing record on its own (bisect, batch item failures) 10 times within a day, then records it in the failure queue', () => {
    expect(mapping!.Properties).toMatchObject({
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      BisectBatchOnFunctionError: true,
      MaximumRetryAttempts: 10,
      MaximumRecordAgeInSeconds: 86400,
      DestinationConfig: {
        OnFailure: { Destination: { 'Fn::ImportValue': expect.stringMatching(/^HandoffData:ExportsOutputFnGetAttDispatchFailures\w+Arn/) } },
      },
    });
    expect(data.idsOfType('AWS::SQS::Queue')).toEqual([expect.stringMatching(/^DispatchFailures/)]);
  });

  it('reserves concurrency for each step of the payout path, and for no other function', () => {
    const payoutSteps: string[] = Object.values(WORKFLOWS.payoutSettlement.steps).map((step) => step.handler);
    for (const fn of ofType('AWS::Lambda::Function')) {
      const expected = payoutSteps.includes(handlerOf(fn)) ? PAYOUT_CONCURRENCY : undefined;
      expect(fn.Properties.ReservedConcurrentExecutions, handlerOf(fn)).toBe(expected);
    }
    expect(PAYOUT_CONCURRENCY).toBeGreaterThan(0);
  });

  it('sweeps due timers every minute with the timers function', () => {
    const rules = ofType('AWS::Events::Rule').filter((rule) => rule.Properties.ScheduleExpression === 'rate(1 minute)');
    expect(rules).toHaveLength(1);
    expect(rules[0]!.Properties).toMatchObject({ State: 'ENABLED' });
    expect(rules[0]!.Properties.Targets).toEqual([
      expect.objectContaining({ Arn: { 'Fn::GetAtt': [functionIdFor(BACKGROUND_FUNCTIONS.timers.handler), 'Arn'] } }),
    ]);
    expect(ofType('AWS::Lambda::Permission')).toContainEqual(
      expect.objectContaining({
        Properties: expect.objectContaining({
          Action: 'lambda:InvokeFunction',
          Principal: 'events.amazonaws.com',
          FunctionName: { 'Fn::GetAtt': [functionIdFor(BACKGROUND_FUNCTIONS.timers.handler), 'Arn'] },
        }),
      }),
    );
  });

  it("gives the review step three minutes, for a proof's photos and the Guardian model's two bounded attempts, and every other step the 10 s default", () => {
    expect(functionFor(WORKFLOW_STEPS.reviewProof.handler).Properties).toMatchObject({ Timeout: 180, MemorySize: 512 });
    const others = Object.values(WORKFLOW_STEPS).filter((step) => step !== WORKFLOW_STEPS.reviewProof);
    expect(others.map((step) => [step.handler, functionFor(step.handler).Properties.Timeout])).toEqual(others.map((step) => [step.handler, 10]));
  });

  it('audits the ledger once a day with the ledger-audit function, which alone may Scan the table, with 15 minutes and 1 GB', () => {
    const rules = ofType('AWS::Events::Rule');
    expect(rules).toHaveLength(2);
    const daily = rules.find((rule) => rule.Properties.ScheduleExpression !== 'rate(1 minute)')!;
    expect(daily.Properties).toMatchObject({ ScheduleExpression: 'cron(17 4 * * ? *)', State: 'ENABLED' });
    expect(daily.Properties.Targets).toEqual([
      expect.objectContaining({ Arn: { 'Fn::GetAtt': [functionIdFor(BACKGROUND_FUNCTIONS.ledgerAudit.handler), 'Arn'] } }),
    ]);
    expect(ofType('AWS::Lambda::Permission')).toContainEqual(
      expect.objectContaining({
        Properties: expect.objectContaining({
          Action: 'lambda:InvokeFunction',
          Principal: 'events.amazonaws.com',
          FunctionName: { 'Fn::GetAtt': [functionIdFor(BACKGROUND_FUNCTIONS.ledgerAudit.handler), 'Arn'] },
        }),
      }),
    );
    const auditor = functionFor(BACKGROUND_FUNCTIONS.ledgerAudit.handler);
    expect(auditor.Properties).toMatchObject({ Timeout: 900, MemorySize: 1024 });
    expect(tableAccessOf(BACKGROUND_FUNCTIONS.ledgerAudit.handler).access).toBe('audit');
    // Reads and Scan, no writes.
    expect(tableStatements(statementsOf(auditor))).toEqual([expect.objectContaining({ Action: expect.arrayContaining(['dynamodb:Scan']) })]);
    expect(JSON.stringify(statementsOf(auditor))).not.toMatch(/dynamodb:(Put|Update|Delete|BatchWrite|ConditionCheck)/);
    // No API function scans (test/infra/api.test.ts); of these, the audit alone.
    const scanners = ofType('AWS::Lambda::Function').filter((fn) => JSON.stringify(statementsOf(fn)).includes('dynamodb:Scan'));
    expect(scanners.map(handlerOf)).toEqual([BACKGROUND_FUNCTIONS.ledgerAudit.handler]);
  });

  it("exports only what the alarms watch (its state machines, the failed-runs queue, the stream's fan-out, the payout sender's name): the API does not start workflows", () => {
    const outputs = Object.values<any>(workflows.template.toJSON().Outputs ?? {});
    for (const output of outputs)
      expect(output.Value.Ref ?? output.Value['Fn::GetAtt']?.[0]).toMatch(
        new RegExp(
          `^(ProofReview|Finalization|PhotoCleanup|SandboxRun|DepositConfirmation|PayoutSettlement|AsyncFailures|${fanOutId}|${functionIdFor(WORKFLOW_STEPS.sendPayout.handler)})`,
        ),
      );
    const api = JSON.stringify(synthesize().template.toJSON());
    expect(api).not.toContain('HandoffWorkflows:');
  });
});
