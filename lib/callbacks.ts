/**
 * The callback path: table stream -> EventBridge Pipe -> SQS FIFO queue -> sender Lambda ->
 * the agent's HTTPS endpoint (and the webhook endpoints).
 *
 * Why a Pipe and not a Lambda between stream and queue: the filter (outbox events and webhook
 * sends) runs before anything is billed, there is no code to run, cold-start or keep, and the
 * pipe retries its target by itself, a bounded number of times (functions/manifest/outbox-pipe.ts).
 *
 * Why FIFO: the message group is the item's partition, the task's for its events, so one task's events reach the sender one at a
 * time and in order, and a later event waits while an earlier one is being retried; other
 * tasks are not held up (high-throughput FIFO, throughput limit per message group). The
 * retry backoff is the sender's ChangeMessageVisibility; the redrive policy parks an event in
 * the dead-letter queue after the last attempt of the retry schedule (at least 24 hours).
 */
import { CrossStackReferences, Duration, ReferenceStrength, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { CfnPipe } from 'aws-cdk-lib/aws-pipes';
import { DeduplicationScope, FifoThroughputLimit, type IQueue, Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { CALLBACK_BATCH_SIZE, OUTBOX_PIPE } from '../functions/manifest/outbox-pipe';
import { CALLBACK_SENDER_HANDLER } from '../functions/manifest/table-permissions';
import { DEFAULT_RETRY_POLICY } from '../functions/platform/kernel/retry-schedule';
import { type ServiceProps, serviceEnvironment } from './api';
import { HandlerFunction } from './handler-function';
import { PushSender } from './push';
import { grantTableAccess } from './table-grants';

/** The sender's time per message: a 5-second POST, its DNS lookup, KMS and two table writes. */
const SENDER_TIMEOUT = Duration.seconds(30);

export interface CallbacksStackProps extends StackProps, ServiceProps {
  /** Where the pipe puts the positions of stream batches it could not deliver to the queue (kept in the data stack). */
  readonly streamFailures: IQueue;
}

export class CallbacksStack extends Stack {
  readonly queue: IQueue;
  readonly deadLetterQueue: IQueue;
  /** The outbox pipe's name (its Ref), the dimension of its metrics. */
  readonly pipeName: string;
  /** The Web Push sender, which the stream's fan-out invokes (lib/workflows.ts). */
  readonly pushSender: IFunction;

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
    const pipe = new CfnPipe(this, 'OutboxPipe', {
      description: 'Handoff: outbox events (callbacks, webhook fan-out) and webhook sends, from the table stream to the callback queue',
      roleArn: pipeRole.roleArn,
      source: props.table.tableStreamArn!,
      sourceParameters: {
        filterCriteria: { filters: OUTBOX_PIPE.filterPatterns.map((pattern) => ({ pattern: JSON.stringify(pattern) })) },
        dynamoDbStreamParameters: {
          // A new pipe takes the records still in the stream (24 hours), so none is missed.
          startingPosition: 'TRIM_HORIZON',
          batchSize: 10,
          onPartialBatchItemFailure: 'AUTOMATIC_BISECT',
          maximumRetryAttempts: OUTBOX_PIPE.maximumRetryAttempts,
          maximumRecordAgeInSeconds: OUTBOX_PIPE.maximumRecordAgeSeconds,
          deadLetterConfig: { arn: props.streamFailures.queueArn },
        },
      },
      target: queue.queueArn,
      targetParameters: {
        sqsQueueParameters: { messageGroupId: OUTBOX_PIPE.messageGroupId, messageDeduplicationId: OUTBOX_PIPE.messageDeduplicationId },
      },
    });
    // Pipes checks its source and target with the role when it creates the pipe ("Cannot access
    // stream", aws-cdk#31211): the role's policy must exist first, which CDK does not infer from roleArn.
    pipe.node.addDependency(pipeRole.node.findChild('DefaultPolicy'));
    this.pipeName = pipe.ref;
    this.queue = queue;
    this.deadLetterQueue = deadLetterQueue;

    // Web Push to operators: another delivery to endpoints outside, from the same stream (through the fan-out).
    this.pushSender = new PushSender(this, 'Push', {
      table: props.table,
      environment: serviceEnvironment(this, props),
      vapidSecret: props.vapidSecret,
      streamFailures: props.streamFailures,
    }).fn;
  }
}
