import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from '../settings';
import { awsClient } from '../logging/aws-clients';

/** Created once per process (Lambda container), reused by every request. */
export const ddb = awsClient(
  DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: config.dynamodbEndpoint }), {
    marshallOptions: { removeUndefinedValues: true },
  }),
);

export const TABLE_NAME = config.tableName;
