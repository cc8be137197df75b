import { describe, expect, it } from 'vitest';
import { OUTBOX_PIPE } from '../../functions/manifest/outbox-pipe';
import { CALLBACK_SENDER_HANDLER } from '../../functions/manifest/table-permissions';
import { DEFAULT_RETRY_POLICY } from '../../functions/platform/kernel/retry-schedule';
import { handlerOf, type Resource, synthesize } from './synth';

const actionsOf = (statements: any[]) => statements.flatMap((s) => [s.Action].flat());

describe('Stack: CallbacksStack', () => {
  const { callbacks, data, workflows, functionBehind, statementsOf } = synthesize();
  const { ofType, idsOfType, byRef } = callbacks;
  const queues = idsOfType('AWS::SQS::Queue');
  const queueId = queues.find((id) => id.startsWith('Queue'))!;
  const dlqId = queues.find((id) => id.startsWith('DeadLetterQueue'))!;
  const queue = byRef(queueId);
  const sender = ofType('AWS::Lambda::Function').find((fn) => handlerOf(fn) === CALLBACK_SENDER_HANDLER)!;
  const senderId = idsOfType('AWS::Lambda::Function').find((id) => byRef(id) === sender)!;
  const [pipe] = ofType('AWS::Pipes::Pipe') as [Resource];

  it('queues callbacks FIFO per task, encrypted, and parks them in a FIFO dead-letter queue after the 24-hour schedule', () => {
    expect(queue.Properties).toMatchObject({
      FifoQueue: true,
      ContentBasedDeduplication: false,
      DeduplicationScope: 'messageGroup',
      FifoThroughputLimit: 'perMessageGroupId',
      SqsManagedSseEnabled: true,
      VisibilityTimeout: 180,
      MessageRetentionPeriod: 4 * 24 * 3600,
      RedrivePolicy: { deadLetterTargetArn: { 'Fn::GetAtt': [dlqId, 'Arn'] }, maxReceiveCount: DEFAULT_RETRY_POLICY.maxAttempts },
    });
    expect(DEFAULT_RETRY_POLICY.maxAttempts).toBeGreaterThanOrEqual(30);
    expect(byRef(dlqId)).toMatchObject({ DeletionPolicy: 'Retain', Properties: { FifoQueue: true, MessageRetentionPeriod: 14 * 24 * 3600 } });
  });

  it('feeds the sender one message at a time with partial batch responses', () => {
    const [mapping] = ofType('AWS::Lambda::EventSourceMapping');
    expect(mapping!.Properties).toMatchObject({
      FunctionName: { Ref: senderId },
      EventSourceArn: { 'Fn::GetAtt': [queueId, 'Arn'] },
      BatchSize: 1,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
    expect(sender.Properties.Timeout).toBe(30);
    expect(sender.Properties.Environment.Variables).toMatchObject({
      CALLBACK_QUEUE_URL: { Ref: queueId },
      CALLBACK_SECRET_KMS_KEY_ID: { 'Fn::ImportValue': expect.stringContaining('CallbackSecretsKey') },
    });
  });

  it("pipes only outbox events and webhook sends, grouped by their partition (a task's events by the task), deduplicated by stream record", () => {
    expect(pipe.Properties.SourceParameters.FilterCriteria.Filters.map((filter: { Pattern: string }) => JSON.parse(filter.Pattern))).toEqual(
      OUTBOX_PIPE.filterPatterns,
    );
    expect(pipe.Properties.Target).toEqual({ 'Fn::GetAtt': [queueId, 'Arn'] });
    expect(pipe.Properties.TargetParameters.SqsQueueParameters).toEqual({
      MessageGroupId: '$.dynamodb.Keys.pk.S',
      MessageDeduplicationId: '$.eventID',
    });
  });

  it('is one of the two readers of the table stream: this pipe, and the fan-out mapping', () => {
    expect(callbacks.ofType('AWS::Pipes::Pipe')).toHaveLength(1);
    const streamMappings = [callbacks, workflows].flatMap((stack) =>
      stack.ofType('AWS::Lambda::EventSourceMapping').filter((mapping) => JSON.stringify(mapping.Properties.EventSourceArn).includes('StreamArn')),
    );
    expect(streamMappings).toHaveLength(1);
  });

  it('retries a failing batch a bounded number of times (bisecting it), then records its position in the stream failure queue', () => {
    expect(pipe.Properties.SourceParameters.DynamoDBStreamParameters).toEqual({
      StartingPosition: 'TRIM_HORIZON',
      BatchSize: 10,
      OnPartialBatchItemFailure: 'AUTOMATIC_BISECT',
      MaximumRetryAttempts: 10,
      MaximumRecordAgeInSeconds: 6 * 3600,
      DeadLetterConfig: { Arn: { 'Fn::ImportValue': expect.stringContaining('DispatchFailures') } },
    });
  });

  it("creates the pipe only after its role's policy, which Pipes checks at create (aws-cdk#31211)", () => {
    const pipeId = idsOfType('AWS::Pipes::Pipe')[0]!;
    const roleId = pipe.Properties.RoleArn['Fn::GetAtt'][0];
    const policyId = idsOfType('AWS::IAM::Policy').find((id) => byRef(id).Properties.Roles.some((r: { Ref: string }) => r.Ref === roleId))!;
    expect(policyId).toMatch(/^PipeRoleDefaultPolicy/);
    expect(callbacks.template.toJSON().Resources[pipeId].DependsOn).toContain(policyId);
  });

  it('lets the pipe read the stream and send to the queue, and nothing more', () => {
    const role = byRef(pipe.Properties.RoleArn['Fn::GetAtt'][0]);
    expect(role.Properties.AssumeRolePolicyDocument.Statement[0].Principal).toEqual({ Service: 'pipes.amazonaws.com' });
    const actions = actionsOf(callbacks.statementsOf(pipe));
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:GetRecords', 'dynamodb:GetShardIterator', 'sqs:SendMessage']));
    expect(
      actions.filter(
        (a) => !/^(dynamodb:(GetRecords|GetShardIterator|DescribeStream|ListStreams)|sqs:(SendMessage|GetQueueAttributes|GetQueueUrl))$/.test(a),
      ),
    ).toEqual([]);
  });

  it('grants the secrets key exactly kms:Encrypt and kms:Decrypt, to the sender and to every API function that seals or opens', () => {
    const keyStatements = (statements: any[]) => statements.filter((s) => [s.Action].flat().some((a: string) => a.startsWith('kms:')));
    expect(keyStatements(callbacks.statementsOf(sender))).toEqual([
      { Effect: 'Allow', Action: ['kms:Decrypt', 'kms:Encrypt'], Resource: { 'Fn::ImportValue': expect.stringContaining('CallbackSecretsKey') } },
    ]);
    expect(keyStatements(statementsOf(functionBehind('POST /api/v1/agents/callback-secret')))).toEqual([
      { Effect: 'Allow', Action: ['kms:Decrypt', 'kms:Encrypt'], Resource: { 'Fn::ImportValue': expect.stringContaining('CallbackSecretsKey') } },
    ]);
    expect(keyStatements(statementsOf(functionBehind('POST /api/v1/tasks')))).toEqual([
      { Effect: 'Allow', Action: 'kms:Encrypt', Resource: { 'Fn::ImportValue': expect.stringContaining('CallbackSecretsKey') } },
    ]);
  });

  it('gives the sender the queue, the table and the secrets key, and no other service but X-Ray tracing', () => {
    const actions = actionsOf(callbacks.statementsOf(sender));
    expect(actions).toEqual(
      expect.arrayContaining(['sqs:ReceiveMessage', 'sqs:ChangeMessageVisibility', 'sqs:DeleteMessage', 'kms:Decrypt', 'kms:Encrypt']),
    );
    expect(actions.filter((a) => !/^(sqs|dynamodb|kms):/.test(a))).toEqual(['xray:PutTelemetryRecords', 'xray:PutTraceSegments']);
  });

  it('keeps the secrets key in the data stack, rotated and retained', () => {
    const key = data.byRef(data.idsOfType('AWS::KMS::Key').find((id) => id.startsWith('CallbackSecretsKey'))!);
    expect(key).toMatchObject({ DeletionPolicy: 'Retain', Properties: { EnableKeyRotation: true } });
  });

  it("lets only task creation (which /mcp invokes, holding no key grant) and /a2a (its push configs' tokens) seal and only the reveal route open callback secrets among the API functions", () => {
    const kmsActions = (key: string) => actionsOf(statementsOf(functionBehind(key))).filter((a) => a.startsWith('kms:'));
    expect(kmsActions('POST /mcp')).toEqual([]);
    for (const key of ['POST /api/v1/tasks', 'POST /a2a']) {
      expect(kmsActions(key), key).toContain('kms:Encrypt');
      expect(kmsActions(key), key).not.toContain('kms:Decrypt');
    }
    expect(kmsActions('POST /api/v1/agents/callback-secret')).toEqual(expect.arrayContaining(['kms:Encrypt', 'kms:Decrypt']));
    for (const key of ['GET /api/v1/tasks/{id}', 'GET /api/v1/tasks/{id}/callbacks', 'POST /api/v1/operator/tasks/{id}/submit']) {
      expect(kmsActions(key), key).toEqual([]);
    }
  });
});
