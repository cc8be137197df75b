import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { newImageOf } from '../../../manifest/outbox-pipe';
import { withLogContext } from '../../../platform/logging/handler-context';
import type { PushPorts } from '../ports';
import { handleTrigger } from '../use-cases/handle-trigger';
import { pushSenderPorts } from '../wiring/sender';

type Deps = Omit<PushPorts, 'checkEndpoint' | 'publicKey'>;

/**
 * The push sender: fed from the table's stream (functions/manifest/push-stream.ts says which
 * records), in order per shard. A record whose reads fail is reported, and it and the records
 * after it are given again; a push service's own failure is not retried (handleTrigger).
 */
const createPushSender =
  (deps: Deps) =>
  async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
    for (const record of event.Records as DynamoDBRecord[]) {
      try {
        const trigger = deps.readTrigger(newImageOf(record));
        if (trigger) await handleTrigger(deps, trigger, new Date());
      } catch (error) {
        if (!record.dynamodb?.SequenceNumber) throw error;
        return { batchItemFailures: [{ itemIdentifier: record.dynamodb.SequenceNumber }] };
      }
    }
    return { batchItemFailures: [] };
  };

export const handler = withLogContext(createPushSender(pushSenderPorts));
