import { readFileSync } from 'node:fs';
import * as z from 'zod/mini';

import { pushErrors } from '../../contexts/delivery/push/errors';
import { atFirstUse } from '../../platform/kernel/first-use';
import { lazyAwsClient } from '../../platform/logging/aws-clients';

/** The service's VAPID key pair (RFC 8292): the public key an uncompressed P-256 point, the private key its scalar, both base64url. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const base64url = (length: number) => z.string().check(z.length(length), z.regex(/^[A-Za-z0-9_-]+$/));
/** As web-push's generateVAPIDKeys writes them: 65 and 32 bytes. */
// Made at the first key pair read: the push sender builds no other schema at load.
const vapidKeysSchema = atFirstUse(() => z.object({ publicKey: base64url(87), privateKey: base64url(43) }));

/** Whether a secret's text is a key pair (the custom resource that makes it at deploy asks this too). */
export const parseVapidKeys = (text: string): VapidKeys | undefined => {
  try {
    const parsed = vapidKeysSchema().safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
};

const secretsClient = lazyAwsClient(() => import('@aws-sdk/client-secrets-manager').then(({ SecretsManagerClient }) => new SecretsManagerClient({})));

/**
 * The key pair, read once per instance: from Secrets Manager deployed (the secret the stack made
 * at its first deploy, lib/push.ts), from the local stack's key file locally. Neither set: 503.
 */
export const vapidKeysFrom = (source: { secretArn?: string; keyFile?: string }): (() => Promise<VapidKeys>) => {
  let keys: Promise<VapidKeys> | undefined;
  const read = async (): Promise<VapidKeys> => {
    let text: string;
    if (source.keyFile) text = readFileSync(source.keyFile, 'utf8');
    else if (source.secretArn) {
      const { GetSecretValueCommand } = await import('@aws-sdk/client-secrets-manager');
      text = (await (await secretsClient()).send(new GetSecretValueCommand({ SecretId: source.secretArn }))).SecretString ?? '';
    } else throw pushErrors.pushUnavailable();
    const parsed = parseVapidKeys(text);
    if (!parsed) throw new Error('The VAPID key secret does not hold a key pair');
    return parsed;
  };
  return () => {
    keys ??= read().catch((error) => {
      keys = undefined;
      throw error;
    });
    return keys;
  };
};
