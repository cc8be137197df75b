import { describe, expect, it } from 'vitest';
import { BUSINESS_METRICS } from '../../functions/manifest/metric-names';
import { PRODUCTION_CONTEXT, synthesize } from './synth';

const { observability } = synthesize();
const alarms = () => observability.ofType('AWS::CloudWatch::Alarm').map((alarm) => alarm.Properties);
const ruleNamed = (prefix: string) => observability.byRef(observability.idsOfType('AWS::Events::Rule').find((id) => id.startsWith(prefix))!);
const alarmOn = (metricName: string, namespace?: string) =>
  alarms().filter((alarm) => alarm.MetricName === metricName && (!namespace || alarm.Namespace === namespace));

describe('Observability: every failure raises an alarm', () => {
  it('sends every alarm to the one alarms topic, which refuses plain HTTP', () => {
    const [topicId] = observability.idsOfType('AWS::SNS::Topic');
    expect(alarms().length).toBeGreaterThan(0);
    for (const alarm of alarms()) expect(alarm.AlarmActions, alarm.AlarmDescription).toEqual([{ Ref: topicId }]);
    const policy = observability.ofType('AWS::SNS::TopicPolicy')[0]!.Properties.PolicyDocument.Statement;
    expect(policy).toEqual(
      expect.arrayContaining([expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]),
    );
  });

  it('lets CloudWatch alarms of this account alone publish to the topic (its TLS-only policy replaced the default one)', () => {
    const [topicId] = observability.idsOfType('AWS::SNS::Topic');
    const policy = observability.ofType('AWS::SNS::TopicPolicy')[0]!.Properties;
    expect(policy.Topics).toEqual([{ Ref: topicId }]);
    expect(policy.PolicyDocument.Statement).toContainEqual({
      Sid: 'CloudWatchAlarmsOfThisAccountPublish',
      Effect: 'Allow',
      Principal: { Service: 'cloudwatch.amazonaws.com' },
      Action: 'sns:Publish',
      Resource: { Ref: topicId },
      Condition: { StringEquals: { 'aws:SourceAccount': '111111111111' } },
    });
  });

  it('alarms as soon as a dead-letter queue holds a message: callbacks, stream batches, failed scheduled runs', () => {
    const queues = alarmOn('ApproximateNumberOfMessagesVisible', 'AWS/SQS');
    expect(queues).toHaveLength(3);
    for (const alarm of queues)
      expect(alarm).toMatchObject({ Threshold: 1, ComparisonOperator: 'GreaterThanOrEqualToThreshold', Statistic: 'Maximum' });
  });

  it('alarms on a failed or timed-out run of each of the six state machines', () => {
    expect(alarmOn('ExecutionsFailed', 'AWS/States')).toHaveLength(6);
    expect(alarmOn('ExecutionsTimedOut', 'AWS/States')).toHaveLength(6);
  });

  it('alarms on Lambda errors and throttles, the API 5xx rate and p99 latency, and mail SES rejected', () => {
    expect(alarmOn('Errors', 'AWS/Lambda')).toHaveLength(1);
    expect(alarmOn('Throttles', 'AWS/Lambda')).toHaveLength(1);
    expect(alarmOn('Reject', 'AWS/SES')).toHaveLength(1);
    const rate = alarms().find((alarm) => alarm.Metrics?.some((m: any) => m.Expression?.includes('errors / requests')));
    expect(rate).toMatchObject({ Threshold: 0.01 });
    expect(alarmOn('Latency', 'AWS/ApiGateway')[0]).toMatchObject({ ExtendedStatistic: 'p99', Threshold: 3000, EvaluationPeriods: 3 });
  });

  it('alarms when the daily ledger audit finds any violation, and when the sweep restarts too many stalled steps in an hour', () => {
    expect(alarmOn('LedgerViolations', 'Handoff').filter((alarm) => alarm.Statistic === 'Maximum')).toEqual([
      expect.objectContaining({
        Threshold: 1,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        Statistic: 'Maximum',
        Period: 3600,
        Dimensions: [{ Name: 'service', Value: 'handoff' }],
        TreatMissingData: 'notBreaching',
      }),
    ]);
    expect(alarmOn('ReconciledSteps', 'Handoff')).toEqual([expect.objectContaining({ Threshold: 10, Statistic: 'Sum', Period: 3600 })]);
    const stricter = synthesize({ reconciledStepsAlarm: 3 }).observability.ofType('AWS::CloudWatch::Alarm');
    expect(stricter.find((alarm) => alarm.Properties.MetricName === 'ReconciledSteps')!.Properties.Threshold).toBe(3);
    expect(() => synthesize({ reconciledStepsAlarm: 0 })).toThrow(/reconciledStepsAlarm/);
  });

  it("alarms when the daily audit's datapoint is missing for 25 hours: a crashed audit publishes nothing", () => {
    expect(alarms().find((alarm) => alarm.MetricName === 'LedgerViolations' && alarm.Statistic === 'SampleCount')).toMatchObject({
      Namespace: 'Handoff',
      Period: 3600,
      EvaluationPeriods: 25,
      Threshold: 1,
      ComparisonOperator: 'LessThanThreshold',
      TreatMissingData: 'breaching',
    });
  });

  it("alarms on any payout refunded (its workflow ends in Succeed), the stream's fan-out falling behind, an old callback and a 401/403 storm", () => {
    expect(alarmOn('PayoutsRefunded', 'Handoff')).toEqual([
      expect.objectContaining({ Threshold: 1, Statistic: 'Sum', ComparisonOperator: 'GreaterThanOrEqualToThreshold' }),
    ]);
    expect(alarmOn('IteratorAge', 'AWS/Lambda')).toEqual([
      expect.objectContaining({
        Threshold: 600000,
        Statistic: 'Maximum',
        EvaluationPeriods: 3,
        Dimensions: [{ Name: 'FunctionName', Value: expect.anything() }],
      }),
    ]);
    expect(alarmOn('ApproximateAgeOfOldestMessage', 'AWS/SQS')).toEqual([expect.objectContaining({ Threshold: 7200, Statistic: 'Maximum' })]);
    const storm = alarms().find((alarm) => alarm.Metrics?.some((m: any) => m.Expression?.includes('refused / requests')));
    expect(storm).toMatchObject({ Threshold: 0.5, EvaluationPeriods: 2 });
    expect(storm.Metrics).toContainEqual(
      expect.objectContaining({ MetricStat: expect.objectContaining({ Metric: { Namespace: 'Handoff', MetricName: 'AuthRefusals' } }) }),
    );
  });

  it("sends a kms:Sign with the hot wallet's key by anyone but the payout signer to the topic", () => {
    const rule = ruleNamed('HotWalletForeignSign');
    const [topicId] = observability.idsOfType('AWS::SNS::Topic');
    expect(rule!.Properties.EventPattern).toEqual({
      source: ['aws.kms'],
      'detail-type': ['AWS API Call via CloudTrail'],
      detail: {
        eventSource: ['kms.amazonaws.com'],
        eventName: ['Sign'],
        resources: { ARN: [{ 'Fn::ImportValue': expect.stringContaining('HotWalletKey') }] },
        userIdentity: {
          arn: [
            {
              'anything-but': {
                // The partition is a literal (cdk.json: enablePartitionLiterals).
                prefix: 'arn:aws:sts::111111111111:assumed-role/Handoff-payout-signer/',
              },
            },
          ],
        },
      },
    });
    expect(rule!.Properties.Targets).toEqual([expect.objectContaining({ Arn: { Ref: topicId } })]);
    const statements = observability.ofType('AWS::SNS::TopicPolicy')[0]!.Properties.PolicyDocument.Statement;
    expect(statements).toContainEqual(expect.objectContaining({ Principal: { Service: 'events.amazonaws.com' }, Action: 'sns:Publish' }));
  });

  it("sends a change to the hot wallet key's policy, a grant on it, or its disabling or deletion to the topic", () => {
    const [topicId] = observability.idsOfType('AWS::SNS::Topic');
    const rule = ruleNamed('HotWalletKeyChanged');
    expect(rule.Properties.EventPattern).toEqual({
      source: ['aws.kms'],
      'detail-type': ['AWS API Call via CloudTrail'],
      detail: {
        eventSource: ['kms.amazonaws.com'],
        eventName: ['PutKeyPolicy', 'CreateGrant', 'ScheduleKeyDeletion', 'DisableKey'],
        resources: { ARN: [{ 'Fn::ImportValue': expect.stringContaining('HotWalletKey') }] },
      },
    });
    expect(rule.Properties.Targets).toEqual([expect.objectContaining({ Arn: { Ref: topicId } })]);
  });

  it('sends a change to the code, settings or invoke permissions of the functions that sign (the payout sender, the x402 settler) to the topic', () => {
    const rule = ruleNamed('SignerCodeChanged');
    const { detail } = rule.Properties.EventPattern;
    expect(rule.Properties.EventPattern.source).toEqual(['aws.lambda']);
    expect(detail.eventName).toEqual(
      ['UpdateFunctionCode', 'UpdateFunctionConfiguration', 'AddPermission', 'RemovePermission', 'DeleteFunction'].map((call) => ({ prefix: call })),
    );
    const names = JSON.stringify(detail.requestParameters.functionName);
    expect(names).toContain('Handoff-x402-settler');
    expect(names).toContain('HandoffWorkflows:ExportsOutputRefPayoutsWorkflowSendPayoutStepFunction');
  });

  it("sends a change to a signer role's policies, trust or boundary to the edge's topic, in us-east-1 where IAM's events arrive", () => {
    const { edge } = synthesize();
    const id = edge.idsOfType('AWS::Events::Rule').find((ruleId) => ruleId.startsWith('SignerRoleChanged'))!;
    const rule = edge.byRef(id);
    expect(edge.region).toBe('us-east-1');
    expect(rule.Properties.EventPattern).toEqual({
      source: ['aws.iam'],
      'detail-type': ['AWS API Call via CloudTrail'],
      detail: {
        eventSource: ['iam.amazonaws.com'],
        eventName: expect.arrayContaining(['PutRolePolicy', 'AttachRolePolicy', 'UpdateAssumeRolePolicy', 'DeleteRole']),
        requestParameters: { roleName: ['Handoff-payout-signer', 'Handoff-hot-wallet-break-glass'] },
      },
    });
    expect(rule.Properties.Targets).toEqual([expect.objectContaining({ Arn: { Ref: edge.idsOfType('AWS::SNS::Topic')[0] } })]);
  });

  it("alarms on SES's bounce and complaint rates before AWS's review rates (5%, 0.1%)", () => {
    expect(alarmOn('Reputation.BounceRate', 'AWS/SES')).toEqual([expect.objectContaining({ Threshold: 0.04, Statistic: 'Maximum' })]);
    expect(alarmOn('Reputation.ComplaintRate', 'AWS/SES')).toEqual([expect.objectContaining({ Threshold: 0.0008, Statistic: 'Maximum' })]);
  });

  it("alarms on the outbox pipe's failed executions", () => {
    const pipe = alarms().find((alarm) => alarm.Metrics?.some((m: any) => m.Expression === 'failed + partial + target'));
    const metrics = pipe.Metrics.filter((m: any) => m.MetricStat).map((m: any) => m.MetricStat.Metric);
    expect(metrics.map((metric: any) => [metric.Namespace, metric.MetricName])).toEqual([
      ['AWS/EventBridge/Pipes', 'ExecutionFailed'],
      ['AWS/EventBridge/Pipes', 'ExecutionPartiallyFailed'],
      ['AWS/EventBridge/Pipes', 'TargetStageFailed'],
    ]);
    expect(metrics[0].Dimensions).toEqual([{ Name: 'PipeName', Value: { 'Fn::ImportValue': expect.stringContaining('OutboxPipe') } }]);
    expect(pipe).toMatchObject({ Threshold: 1, ComparisonOperator: 'GreaterThanOrEqualToThreshold' });
  });

  it("alarms in chain mode on the hot wallet's USDC and gas below their floors, or unread for two hours", () => {
    expect(alarmOn('HotWalletUsdcCents')).toEqual([]);
    const chain = synthesize(PRODUCTION_CONTEXT)
      .observability.ofType('AWS::CloudWatch::Alarm')
      .map((alarm) => alarm.Properties);
    const low = { ComparisonOperator: 'LessThanThreshold', TreatMissingData: 'breaching', Statistic: 'Minimum', Period: 3600, EvaluationPeriods: 2 };
    expect(chain.filter((alarm) => alarm.MetricName === 'HotWalletUsdcCents')).toEqual([expect.objectContaining({ ...low, Threshold: 10000 })]);
    expect(chain.filter((alarm) => alarm.MetricName === 'HotWalletGasGwei')).toEqual([expect.objectContaining({ ...low, Threshold: 2000000 })]);
  });

  it('alarms when an appealed dispute or a KYC submission has waited too long for the back office', () => {
    expect(alarmOn(BUSINESS_METRICS.oldestAppealedDisputeHours, 'Handoff')).toEqual([
      expect.objectContaining({ Threshold: 72, Statistic: 'Maximum', Period: 900, ComparisonOperator: 'GreaterThanOrEqualToThreshold' }),
    ]);
    expect(alarmOn(BUSINESS_METRICS.oldestKycWaitHours, 'Handoff')).toEqual([expect.objectContaining({ Threshold: 48, Statistic: 'Maximum' })]);
    const stricter = synthesize({ disputeResolutionAlarmHours: 24, kycWaitAlarmHours: 12 }).observability.ofType('AWS::CloudWatch::Alarm');
    expect(stricter.find((alarm) => alarm.Properties.MetricName === BUSINESS_METRICS.oldestAppealedDisputeHours)!.Properties.Threshold).toBe(24);
    expect(stricter.find((alarm) => alarm.Properties.MetricName === BUSINESS_METRICS.oldestKycWaitHours)!.Properties.Threshold).toBe(12);
  });

  it('alarms when a HELD task has waited half of SAFETY_HOLD_HOURS for a safety decision', () => {
    expect(alarmOn(BUSINESS_METRICS.oldestHeldTaskHours, 'Handoff')).toEqual([
      expect.objectContaining({ Threshold: 12, Statistic: 'Maximum', Period: 900, ComparisonOperator: 'GreaterThanOrEqualToThreshold' }),
    ]);
    const shorter = synthesize({ safetyHoldHours: 5 }).observability.ofType('AWS::CloudWatch::Alarm');
    expect(shorter.find((alarm) => alarm.Properties.MetricName === BUSINESS_METRICS.oldestHeldTaskHours)!.Properties.Threshold).toBe(2.5);
  });

  it("alarms on any failed call to the Guardian's or the screening model, apart from their UNSURE and hold verdicts", () => {
    for (const name of ['GuardianReviewerErrors', 'ScreeningModelErrors'])
      expect(alarmOn(name, 'Handoff'), name).toEqual([
        expect.objectContaining({
          Threshold: 1,
          ComparisonOperator: 'GreaterThanOrEqualToThreshold',
          Statistic: 'Sum',
          Period: 300,
          Dimensions: [{ Name: 'service', Value: 'handoff' }],
          TreatMissingData: 'notBreaching',
        }),
      ]);
  });

  it("alarms when half or more of an hour's Guardian reviews (at least 5) ended UNSURE, with a model reviewer only", () => {
    const unsureShare = (stack: typeof observability) =>
      stack
        .ofType('AWS::CloudWatch::Alarm')
        .map((alarm) => alarm.Properties)
        .filter((alarm) => alarm.Metrics?.some((m: any) => m.Expression?.includes('unsure / (verified + manual)')));
    const [alarm] = unsureShare(observability);
    expect(alarm).toMatchObject({ Threshold: 0.5, EvaluationPeriods: 1, ComparisonOperator: 'GreaterThanOrEqualToThreshold' });
    const metrics = Object.fromEntries(alarm.Metrics.map((m: any) => [m.Id, m]));
    expect(alarm.Metrics.find((m: any) => m.Expression).Expression).toBe('IF(verified + manual >= 5, unsure / (verified + manual), 0)');
    expect(metrics.unsure.MetricStat).toMatchObject({ Metric: { MetricName: 'GuardianUnsure', Namespace: 'Handoff' }, Period: 3600, Stat: 'Sum' });
    expect(metrics.verified.MetricStat.Metric.Dimensions).toContainEqual({ Name: 'decision', Value: 'VERIFIED' });
    expect(metrics.manual.MetricStat.Metric.Dimensions).toContainEqual({ Name: 'decision', Value: 'MANUAL_REVIEW' });
    // The rules reviewer ends every production review UNSURE: no alarm then.
    expect(unsureShare(synthesize({ guardian: 'rules' }).observability)).toEqual([]);
  });

  it('graphs the business metrics on the dashboard', () => {
    const body = JSON.stringify(observability.ofType('AWS::CloudWatch::Dashboard')[0]!.Properties.DashboardBody);
    // A metric graphed by name, or found by a SEARCH over its dimensions (MetricName="<name>" inside the expression).
    for (const name of Object.values(BUSINESS_METRICS))
      expect(
        [`\\"${name}\\"`, `MetricName=\\\\\\"${name}\\\\\\"`].some((form) => body.includes(form)),
        name,
      ).toBe(true);
    expect(body).toContain('decision');
  });

  it('mails the alarms to the address the context gives, and has a dashboard', () => {
    expect(observability.ofType('AWS::SNS::Subscription')).toHaveLength(0);
    const subscribed = synthesize({ alarmEmail: 'oncall@example.com' }).observability.ofType('AWS::SNS::Subscription');
    expect(subscribed.map((s) => s.Properties)).toEqual([expect.objectContaining({ Protocol: 'email', Endpoint: 'oncall@example.com' })]);
    expect(() => synthesize({ alarmEmail: 'not-an-address' })).toThrow(/alarmEmail must be an email address/);
    expect(observability.ofType('AWS::CloudWatch::Dashboard')).toHaveLength(1);
  });
});
