import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import type { WorkflowName } from '../../manifest/workflows';
import { FINAL_STATUSES } from '../../modules/tasks/domain/tasks';
import { withLogContext } from '../logging/handler-context';
import { logger } from '../logging/logger';
import { config, onChain } from '../settings';
import { workflowStarter } from './starter';

const { sandboxStepSeconds: stepSeconds } = config.workflows;
/** Seconds between a chain workflow's checks (deposit confirmations, payout receipts). */
const { pollSeconds } = config.chain;

/** The inputs of the chain workflows, as the dispatcher starts them and the sweep starts them again. */
export const chainWorkflowInput = {
  deposit: (transactionId: string) => ({ transactionId, pollSeconds, checks: 0 }),
  payout: (payoutId: string) => ({ payoutId, pollSeconds, checks: 0 }),
};

interface Start {
  workflow: WorkflowName;
  name: string;
  input: Record<string, unknown>;
}

/**
 * What a committed change sets in motion: proof submitted -> Guardian review; verified ->
 * finalization; ended (completed or cancelled) -> the photos its proof does not name deleted; a sandbox task created -> its simulated run; a deposit waiting for
 * confirmations -> its confirmation checks; a payout requested -> its transfer (simulated in development).
 * Reading the stream (not the API call) means a crash after the commit cannot lose the next step.
 */
export const startFor = (record: DynamoDBRecord): Start | undefined => {
  if (record.eventName !== 'INSERT' || !record.dynamodb?.NewImage) return undefined;
  const item = unmarshall(record.dynamodb.NewImage as Record<string, AttributeValue>);
  const sk = item.sk as string;
  if (sk === 'TASK' && item.sandbox === true) {
    return { workflow: 'sandboxRun', name: `sandbox-${item.task_id}`, input: { taskId: item.task_id, stepSeconds } };
  }
  if (sk === 'DEPOSIT' && item.status === 'PENDING_CONFIRMATIONS') {
    return {
      workflow: 'depositConfirmation',
      name: `deposit-${item.transaction_id}`,
      input: chainWorkflowInput.deposit(item.transaction_id),
    };
  }
  // On a chain the workflow sends the transfer; in development without one it counts a simulated payout as mined.
  if (sk === 'PAYOUT' && (onChain() || item.simulated === true)) {
    return { workflow: 'payoutSettlement', name: `payout-${item.payout_id}`, input: chainWorkflowInput.payout(item.payout_id) };
  }
  if (!sk.startsWith('EVENT#')) return undefined;
  const version = sk.slice('EVENT#'.length);
  if (item.status === 'SUBMITTED') return { workflow: 'proofReview', name: `review-${item.task_id}-${version}`, input: { taskId: item.task_id } };
  if (item.status === 'VERIFIED') return { workflow: 'finalization', name: `finalize-${item.task_id}`, input: { taskId: item.task_id } };
  if (FINAL_STATUSES.includes(item.status)) return { workflow: 'photoCleanup', name: `photos-${item.task_id}`, input: { taskId: item.task_id } };
  return undefined;
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
