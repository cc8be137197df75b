import { PUSH_FILTER_PATTERNS } from './push-stream';
import { PUSH_SENDER_HANDLER } from './table-permissions';
import type { RecordPattern } from './workflow-entry';
import { BACKGROUND_FUNCTIONS, DISPATCH_FILTER_PATTERNS } from './workflows';

/**
 * The table stream has two readers, as DynamoDB advises at most: the outbox pipe to the callback
 * queue (functions/manifest/outbox-pipe.ts) and one event source mapping, the fan-out function
 * (functions/platform/workflow/stream-fan-out.ts), which gives each consumer below the records its
 * patterns keep, by invoking it with them as a stream event of its own. A consumer is a function fed
 * from the stream as if by a mapping of its own: its handler, its patterns, and the age past which a
 * record is no use to it.
 */
export interface StreamConsumer {
  readonly handler: string;
  /** The records it is given (Lambda filter patterns: the fan-out evaluates them, as the local stack's poller does). */
  readonly patterns: readonly RecordPattern[];
  /** Most records per invocation, as a mapping's BatchSize (the push sender makes a few 5-second POSTs per record). */
  readonly batchSize: number;
  /** Older records are not given to it (not failed either): a late push notification is worse than none. */
  readonly maxRecordAgeSeconds?: number;
  /**
   * RequestResponse: the fan-out waits for its answer and reports the records it failed, which the
   * stream then gives again. Event: invoked without waiting (Lambda retries a failed run twice, then
   * its on-failure destination), so that a slow consumer cannot hold up the others on the shard.
   */
  readonly invocation: 'RequestResponse' | 'Event';
}

export const STREAM_CONSUMERS = {
  /** The workflow dispatcher: the inserted items that start a workflow. */
  dispatch: { handler: BACKGROUND_FUNCTIONS.dispatch.handler, patterns: DISPATCH_FILTER_PATTERNS, batchSize: 100, invocation: 'RequestResponse' },
  /** The Web Push sender: within the hour, or not at all, and never in the way of the workflows (a push service may take seconds to answer). */
  push: { handler: PUSH_SENDER_HANDLER, patterns: PUSH_FILTER_PATTERNS, batchSize: 10, maxRecordAgeSeconds: 3600, invocation: 'Event' },
} as const satisfies Record<string, StreamConsumer>;

export type StreamConsumerName = keyof typeof STREAM_CONSUMERS;
export const STREAM_CONSUMER_NAMES = Object.keys(STREAM_CONSUMERS) as StreamConsumerName[];

/**
 * The fan-out mapping's own filters (Lambda allows 5): every insert in one, and each consumer's
 * patterns on other changes as they are. A new workflow, a new status or a new push on an insert
 * then needs no new filter; the consumers' exact patterns are applied in the function.
 */
export const FAN_OUT_FILTER_PATTERNS: readonly RecordPattern[] = [
  { eventName: ['INSERT'] },
  ...Object.values(STREAM_CONSUMERS)
    .flatMap((consumer): readonly RecordPattern[] => consumer.patterns)
    .filter((pattern) => JSON.stringify(pattern.eventName) !== JSON.stringify(['INSERT'])),
];
