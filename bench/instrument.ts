import type { S3Client } from '@aws-sdk/client-s3';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { count, invocationInProgress, timeServiceCall } from '../local/instrumentation';
import { countRead, forgetWrite, noteWrite } from './partitions';
import { sum } from './stats';

/**
 * What the bench adds to the process the local stack runs in: a middleware on the service's
 * DynamoDB client and on its S3 client, and a tap on stdout/stderr. They count only inside a
 * Lambda invocation, so the bench's own setup (registering agents, funding them) is never counted.
 */

const READS = new Set(['GetItemCommand', 'BatchGetItemCommand', 'QueryCommand', 'ScanCommand', 'TransactGetItemsCommand']);
const WRITES = new Set(['PutItemCommand', 'UpdateItemCommand', 'DeleteItemCommand', 'BatchWriteItemCommand', 'TransactWriteItemsCommand']);

interface Units {
  CapacityUnits?: number;
  ReadCapacityUnits?: number;
  WriteCapacityUnits?: number;
}
interface Capacity extends Units {
  Table?: Units;
  GlobalSecondaryIndexes?: Record<string, Units>;
}

const itemsWritten = (command: string, input: Record<string, any>): number => {
  if (command === 'TransactWriteItemsCommand') return input.TransactItems.filter((item: object) => !('ConditionCheck' in item)).length;
  if (command === 'BatchWriteItemCommand') return Object.values<unknown[]>(input.RequestItems).flat().length;
  return WRITES.has(command) ? 1 : 0;
};

/**
 * Times every command (for the share of request time inside DynamoDB) and asks DynamoDB for
 * the capacity each consumed (ReturnConsumedCapacity=INDEXES: the TOTAL figures, split by
 * table and index): read and write request units by calling function, write units by where
 * they go; and for the scale model (bench/partitions.ts), reads by the partition they read and the
 * items each write changes. Added first in the initialize step, so it wraps marshalling and retries.
 */
export const instrumentDynamoDb = (client: DynamoDBDocumentClient): void => {
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const invocation = invocationInProgress();
      const command = context.commandName ?? 'unknown';
      if (!invocation) return next(args);
      const measured = READS.has(command) || WRITES.has(command);
      const input = args.input as Record<string, any>;
      if (WRITES.has(command)) noteWrite(command, input, invocation.function);
      try {
        const result = await timeServiceCall('dynamodb', () =>
          next(measured ? { ...args, input: { ...input, ReturnConsumedCapacity: 'INDEXES' } } : args),
        );
        const consumed = [(result.output as { ConsumedCapacity?: Capacity | Capacity[] }).ConsumedCapacity ?? []].flat();
        const reads = ({ CapacityUnits = 0, ReadCapacityUnits }: Units) => ReadCapacityUnits ?? (READS.has(command) ? CapacityUnits : 0);
        const writes = ({ CapacityUnits = 0, WriteCapacityUnits }: Units) => WriteCapacityUnits ?? (WRITES.has(command) ? CapacityUnits : 0);
        if (READS.has(command)) countRead(command, input, result.output as Record<string, any>, sum(consumed.map(reads)));
        for (const capacity of consumed) {
          count('dynamodb.read-units', invocation.function, reads(capacity));
          count('dynamodb.write-units', invocation.function, writes(capacity));
          // Where the write units go: the table itself or an index (a changed index key is a delete and a put there).
          for (const [target, units] of [['table', capacity.Table ?? {}], ...Object.entries(capacity.GlobalSecondaryIndexes ?? {})] as const) {
            count('dynamodb.write-units-by-target', target, writes(units));
          }
        }
        count('dynamodb.items-written', invocation.function, itemsWritten(command, input));
        return result;
      } catch (error) {
        // A refused condition still costs capacity in AWS, which the error does not report.
        count('dynamodb.failed-commands', command);
        if (WRITES.has(command)) forgetWrite(command, input);
        throw error;
      } finally {
        count('dynamodb.commands', command);
      }
    },
    { step: 'initialize', name: 'benchInstrumentation', priority: 'high' },
  );
};

interface S3Body {
  transformToByteArray?: () => Promise<Uint8Array>;
  transformToString?: (encoding?: string) => Promise<string>;
}

/**
 * Times every command of the photo bucket's client as DynamoDB's are timed (in AWS, waiting on S3
 * is not our code's time, as the local S3 server's work in this process is not): a download's body
 * too, which is read after the command answers (its headers).
 */
const instrumentS3 = (client: S3Client): void => {
  client.middlewareStack.add(
    (next) => async (args) => {
      if (!invocationInProgress()) return next(args);
      const result = await timeServiceCall('s3', () => next(args));
      const body = (result.output as { Body?: S3Body }).Body;
      for (const read of ['transformToByteArray', 'transformToString'] as const) {
        const untimed = body?.[read]?.bind(body) as ((...args: unknown[]) => Promise<never>) | undefined;
        if (untimed) body![read] = (...readArgs: unknown[]) => timeServiceCall('s3', () => untimed(...readArgs));
      }
      return result;
    },
    { step: 'initialize', name: 'benchS3Timing', priority: 'high' },
  );
};

/** Instruments the service's DynamoDB and S3 clients, once the local stack has given them their endpoints. */
export const instrumentServiceClients = async (): Promise<void> => {
  const [{ ddb }, { photoBucketClient }] = await Promise.all([
    import('../functions/platform/table/client'),
    import('../functions/adapters/photos/storage'),
  ]);
  instrumentDynamoDb(ddb);
  instrumentS3(await photoBucketClient());
};

/**
 * Counts what the functions log (CloudWatch Logs ingestion) and keeps it off the bench's
 * output; errors are still shown. Powertools writes one line per log event.
 */
export const countLambdaLogs = (): void => {
  for (const stream of [process.stdout, process.stderr]) {
    const write = stream.write.bind(stream) as (...args: unknown[]) => boolean;
    stream.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
      const invocation = invocationInProgress();
      if (!invocation) return write(chunk, ...rest);
      count('logs.bytes', invocation.function, typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk.byteLength);
      if (/"level":"(ERROR|CRITICAL)"/.test(String(chunk))) return write(chunk, ...rest);
      (rest.find((arg) => typeof arg === 'function') as (() => void) | undefined)?.();
      return true;
    }) as typeof stream.write;
  }
};
