import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/** A second cold-start reference: only the DynamoDB client every function creates, to tell the SDK's share of a load. */
const client = DynamoDBDocumentClient.from(new DynamoDBClient({}));

export const handler = async () => ({ region: await client.config.region() });
