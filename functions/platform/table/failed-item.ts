import type { AttributeValue } from '@aws-sdk/client-dynamodb';

/**
 * The item a refused write returns (ReturnValuesOnConditionCheckFailure or a cancelled
 * transaction's reason), in DynamoDB's attribute form: the document client converts what a command
 * returns, not what its error carries. The marshalling helpers are imported at the first such item
 * rather than at every cold start, since only a refused write needs them.
 */
export const failedItem = async (item: Record<string, AttributeValue>): Promise<Record<string, unknown>> =>
  (await import('@aws-sdk/util-dynamodb')).unmarshall(item);
