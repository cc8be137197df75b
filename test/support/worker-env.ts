import { inject } from 'vitest';
import { TEST_STACK_ENV } from './stack-env';

// Lets tests use the store modules (test helpers fund agents through the ledger module,
// never through an HTTP backdoor) against the suite's DynamoDB Local.
Object.assign(process.env, {
  TABLE_NAME: inject('tableName'),
  DYNAMODB_ENDPOINT: inject('dynamodbEndpoint'),
  APP_ENV: 'development',
  AWS_REGION: 'us-east-1',
  AWS_ACCESS_KEY_ID: inject('localCredentials').accessKeyId,
  AWS_SECRET_ACCESS_KEY: inject('localCredentials').secretAccessKey,
  CALLBACK_SECRET_KEY_FILE: inject('callbackSecretKeyFile'),
  ...TEST_STACK_ENV,
});
