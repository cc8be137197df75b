import { ChangeMessageVisibilityCommand, SQSClient } from '@aws-sdk/client-sqs';
import { config } from '../../settings';
import { awsClient } from '../../logging/aws-clients';

/** Puts a received message back on the queue, visible again after `delayMs`: the backoff. */
export interface RetryQueue {
  retryAfter(receiptHandle: string, delayMs: number): Promise<void>;
}

/** SQS caps a message's visibility at 12 hours. */
const MAX_VISIBILITY_SECONDS = 12 * 60 * 60;

class SqsRetryQueue implements RetryQueue {
  private readonly sqs = awsClient(new SQSClient({}));

  async retryAfter(receiptHandle: string, delayMs: number): Promise<void> {
    const VisibilityTimeout = Math.min(MAX_VISIBILITY_SECONDS, Math.ceil(delayMs / 1000));
    await this.sqs.send(new ChangeMessageVisibilityCommand({ QueueUrl: config.callbacks.queueUrl, ReceiptHandle: receiptHandle, VisibilityTimeout }));
  }
}

let queue: RetryQueue | undefined;

/** The local stack installs its queue here; Lambda uses SQS. */
export const useRetryQueue = (local: RetryQueue): void => {
  queue = local;
};

export const retryQueue = (): RetryQueue => (queue ??= new SqsRetryQueue());
