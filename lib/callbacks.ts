/**
 * The callback path: table stream -> EventBridge Pipe -> SQS FIFO queue -> sender Lambda ->
 * the agent's HTTPS endpoint.
 *
 * Why a Pipe and not a Lambda between stream and queue: the filter (status changes of tasks
 * with a callback_url) runs before anything is billed, there is no code to run, cold-start
 * or keep, and the pipe retries its target by itself until the stream record expires.
 *
 * Why FIFO: the message group is the task, so one task's events reach the sender one at a
 * time and in order, and a later event waits while an earlier one is being retried; other
 * tasks are not held up (high-throughput FIFO, throughput limit per message group). The
 * retry backoff is the sender's ChangeMessageVisibility; the redrive policy parks an event in
 * the dead-letter queue after the last attempt of the retry schedule (at least 24 hours).
 */
import { CrossStackReferences, Duration, ReferenceStrength, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { CfnPipe } from 'aws-cdk-lib/aws-pipes';
import { DeduplicationScope, FifoThroughputLimit, type IQueue, Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { CALLBACK_BATCH_SIZE, CALLBACK_PIPE, WEBHOOK_PIPE } from '../functions/manifest/outbox-pipe';
import { CALLBACK_SENDER_HANDLER } from '../functions/manifest/table-permissions';
import { DEFAULT_RETRY_POLICY } from '../functions/platform/kernel/retry-schedule';
import { type ServiceProps, serviceEnvironment } from './api';
import { HandlerFunction } from './handler-function';
import { PushSender } from './push';
import { grantTableAccess } from './table-grants';

/** The sender's time per message: a 5-second POST, its DNS lookup, KMS and two table writes. */
const SENDER_TIMEOUT = Duration.seconds(30);

interface CallbacksStackProps extends StackProps, ServiceProps {
  /** Where the pipe puts stream batches it could not deliver to the queue (kept in the data stack). */
  readonly streamFailures: IQueue;
}

export class CallbacksStack extends Stack {
  readonly queue: IQueue;
  readonly deadLetterQueue: IQueue;

  constructor(scope: Construct, id: string, props: CallbacksStackProps) {
    super(scope, id, props);
    CrossStackReferences.of(this).consume(ReferenceStrength.STRONG);

    const deadLetterQueue = new Queue(this, 'DeadLetterQueue', {
      fifo: true,
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
      // What it holds are callbacks that never arrived: kept if the stack goes.
      removalPolicy: RemovalPolicy.RETAIN,
    });
    const queue = new Queue(this, 'Queue', {
      fifo: true,
      contentBasedDeduplication: false,
      deduplicationScope: DeduplicationScope.MESSAGE_GROUP,
      fifoThroughputLimit: FifoThroughputLimit.PER_MESSAGE_GROUP_ID,
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      // Six times the sender's timeout, as AWS advises for a queue a Lambda consumes.
      visibilityTimeout: Duration.seconds(SENDER_TIMEOUT.toSeconds() * 6),
      // The retries may span up to twice their 24-hour minimum (jitter): keep messages longer.
      retentionPeriod: Duration.days(4),
      deadLetterQueue: { queue: deadLetterQueue, maxReceiveCount: DEFAULT_RETRY_POLICY.maxAttempts },
    });

    const sender = new HandlerFunction(this, 'Sender', {
      handler: CALLBACK_SENDER_HANDLER,
      environment: { ...serviceEnvironment(this, props), CALLBACK_QUEUE_URL: queue.queueUrl },
      timeout: SENDER_TIMEOUT,
    }).fn;
    grantTableAccess(sender, props.table, CALLBACK_SENDER_HANDLER);
    // Decrypt to sign; Encrypt to create an agent's default secret the first time one is needed.
    props.callbackSecretsKey.grant(sender, 'kms:Encrypt', 'kms:Decrypt');
    sender.addEventSource(new SqsEventSource(queue, { batchSize: CALLBACK_BATCH_SIZE, reportBatchItemFailures: true }));

    const pipeRole = new Role(this, 'PipeRole', { assumedBy: new ServicePrincipal('pipes.amazonaws.com') });
    props.table.grantStreamRead(pipeRole);
    queue.grantSendMessages(pipeRole);
    props.streamFailures.grantSendMessages(pipeRole);
    const pipes = [
      {
        id: 'OutboxPipe',
        description: 'Handoff: status-change events of tasks with a callback_url, from the table stream to the callback queue',
        patterns: [CALLBACK_PIPE.filterPattern],
        ...CALLBACK_PIPE,
      },
      {
        id: 'WebhookPipe',
        description: "Handoff: outbox events to fan out to webhook endpoints, and webhook deliveries' sends, to the callback queue",
        patterns: WEBHOOK_PIPE.filterPatterns,
        ...WEBHOOK_PIPE,
      },
    ];
    for (const { id, description, patterns, messageGroupId, messageDeduplicationId } of pipes) {
      const pipe = new CfnPipe(this, id, {
        description,
        roleArn: pipeRole.roleArn,
        source: props.table.tableStreamArn!,
        sourceParameters: {
          filterCriteria: { filters: patterns.map((pattern) => ({ pattern: JSON.stringify(pattern) })) },
          dynamoDbStreamParameters: {
            // A new pipe takes the records still in the stream (24 hours), so none is missed.
            startingPosition: 'TRIM_HORIZON',
            batchSize: 10,
            onPartialBatchItemFailure: 'AUTOMATIC_BISECT',
            deadLetterConfig: { arn: props.streamFailures.queueArn },
          },
        },
        target: queue.queueArn,
        targetParameters: { sqsQueueParameters: { messageGroupId, messageDeduplicationId } },
      });
      // Pipes checks its source and target with the role when it creates the pipe ("Cannot access
      // stream", aws-cdk#31211): the role's policy must exist first, which CDK does not infer from roleArn.
      pipe.node.addDependency(pipeRole.node.findChild('DefaultPolicy'));
    }
    this.queue = queue;
    this.deadLetterQueue = deadLetterQueue;

    // Web Push to operators: another delivery to endpoints outside, from the same stream.
    new PushSender(this, 'Push', {
      table: props.table,
      environment: serviceEnvironment(this, props),
      vapidSecret: props.vapidSecret,
      streamFailures: props.streamFailures,
    });
  }
}
