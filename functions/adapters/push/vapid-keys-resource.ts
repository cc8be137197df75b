import { GetSecretValueCommand, PutSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import webpush from 'web-push';
import { parseVapidKeys } from './vapid-keys';
// It logs nothing itself: its errors reach CloudFormation through the runtime, their stacks at our source lines.
import '../../platform/logging/stack-traces';

/** What CloudFormation's custom resource provider hands the function (the fields used here). */
interface ResourceEvent {
  RequestType: 'Create' | 'Update' | 'Delete';
  PhysicalResourceId?: string;
  ResourceProperties: { SecretId: string };
}

const client = new SecretsManagerClient({});

/**
 * The custom resource that puts the Web Push VAPID key pair into its secret at the first deploy
 * (lib/push.ts): an EC P-256 pair Secrets Manager's password generator cannot make. It writes
 * only when the secret does not yet hold a key pair, so a later deploy (an Update) or a retried
 * Create keeps the key every browser's subscription was made with. Delete leaves the secret to
 * its own removal policy. Nothing of the key is logged or returned.
 */
export const handler = async (event: ResourceEvent): Promise<{ PhysicalResourceId: string }> => {
  const secretId = event.ResourceProperties.SecretId;
  if (event.RequestType !== 'Delete') {
    const { SecretString = '' } = await client.send(new GetSecretValueCommand({ SecretId: secretId }));
    if (!parseVapidKeys(SecretString)) {
      await client.send(new PutSecretValueCommand({ SecretId: secretId, SecretString: JSON.stringify(webpush.generateVAPIDKeys()) }));
    }
  }
  return { PhysicalResourceId: event.PhysicalResourceId ?? `vapid-keys:${secretId}` };
};
