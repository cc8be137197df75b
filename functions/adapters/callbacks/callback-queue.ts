import { lazyAwsClient } from '../../platform/logging/aws-clients';
import { config } from '../../platform/settings';

/** A message of the callback queue as the pipe makes it: the stream record, the task's group, a deduplication id. */
export interface CallbackMessage {
  body: string;
  groupId: string;
  deduplicationId: string;
}

/** The callback queue, for the two things done to it besides the pipe's sends and the sender's receives. */
interface CallbackQueue {
  /** Puts a received message back on the queue, visible again after `delayMs`: the backoff. */
  retryAfter(receiptHandle: string, delayMs: number): Promise<void>;
  /** Queues a status change again whose message was lost (the sweep's reconciler). */
  send(message: CallbackMessage): Promise<void>;
}

/** SQS caps a message's visibility at 12 hours. */
const MAX_VISIBILITY_SECONDS = 12 * 60 * 60;

/**
 * SQS's SDK, imported at its first use rather than when the function loads: the sender needs it
 * only for a failed delivery's backoff, the sweep only for a lost message.
 */
const sdk = () => import('@aws-sdk/client-sqs');

class SqsCallbackQueue implements CallbackQueue {
  private client = lazyAwsClient(() => sdk().then(({ SQSClient }) => new SQSClient({})));

  async retryAfter(receiptHandle: string, delayMs: number): Promise<void> {
    const VisibilityTimeout = Math.min(MAX_VISIBILITY_SECONDS, Math.ceil(delayMs / 1000));
    const { ChangeMessageVisibilityCommand } = await sdk();
    await (await this.client()).send(
      new ChangeMessageVisibilityCommand({ QueueUrl: config.callbacks.queueUrl, ReceiptHandle: receiptHandle, VisibilityTimeout }),
    );
  }

  async send(message: CallbackMessage): Promise<void> {
    const { SendMessageCommand } = await sdk();
    await (await this.client()).send(
      new SendMessageCommand({
        QueueUrl: config.callbacks.queueUrl,
        MessageBody: message.body,
        MessageGroupId: message.groupId,
        MessageDeduplicationId: message.deduplicationId,
      }),
    );
  }
}

let queue: CallbackQueue | undefined;

/** The local stack installs its queue here; Lambda uses SQS. */
export const useCallbackQueue = (local: CallbackQueue): void => {
  queue = local;
};

export const callbackQueue = (): CallbackQueue => (queue ??= new SqsCallbackQueue());
