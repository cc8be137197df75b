import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { type WorkflowStart, workflowStartFor } from '../../manifest/workflows';
import { withLogContext } from '../logging/handler-context';
import { logger } from '../logging/logger';
import { workflowSettings, workflowStarter } from './starter';

/**
 * What a committed change sets in motion: the run of the workflow whose entry names the inserted
 * item among its starting items (functions/manifest/workflows.ts). Reading the stream (not the API
 * call) means a crash after the commit cannot lose the next step.
 */
export const startFor = (record: DynamoDBRecord): WorkflowStart | undefined => {
  if (record.eventName !== 'INSERT' || !record.dynamodb?.NewImage) return undefined;
  return workflowStartFor(unmarshall(record.dynamodb.NewImage as Record<string, AttributeValue>), workflowSettings());
};

/** The table stream's consumer; a start that fails is reported so that it is retried, in order. */
export const handler = withLogContext(async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
  for (const record of event.Records) {
    const start = startFor(record);
    if (!start) continue;
    try {
      await workflowStarter().start(start.workflow, start.name, start.input);
    } catch (error) {
      logger.error('Workflow not started', { workflow: start.workflow, name: start.name, error: error as Error });
      return { batchItemFailures: [{ itemIdentifier: record.dynamodb!.SequenceNumber! }] };
    }
  }
  return { batchItemFailures: [] };
});
