import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { newImageOf } from '../../../../manifest/outbox-pipe';
import { withLogContext } from '../../../../platform/logging/handler-context';
import type { PushPorts } from '../ports';
import { handleTrigger } from '../use-cases/handle-trigger';
import { pushSenderPorts } from '../wiring/sender';

type Deps = Omit<PushPorts, 'checkEndpoint' | 'publicKey'>;

/**
 * The push sender: handed the stream records functions/manifest/push-stream.ts names by the
 * stream's fan-out, as an asynchronous invocation (a slow push service never holds up the
 * workflows). A record whose reads fail fails the invocation, so Lambda gives the event again
 * (twice, then to the stream failure queue): an answer listing failed records would be dropped, as
 * Lambda reads no answer of an event. The records before it may so be pushed once more; a push
 * service's own failure is not retried (handleTrigger).
 */
export const createPushSender =
  (deps: Deps) =>
  async (event: DynamoDBStreamEvent): Promise<void> => {
    for (const record of event.Records as DynamoDBRecord[]) {
      const trigger = deps.readTrigger(newImageOf(record));
      if (trigger) await handleTrigger(deps, trigger, new Date());
    }
  };

export const handler = withLogContext(createPushSender(pushSenderPorts));
