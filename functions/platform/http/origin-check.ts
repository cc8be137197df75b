import { createHash, timingSafeEqual } from 'node:crypto';
import type { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { cachedReads, type NamedRead } from '../../adapters/cached-reads';
import { MIN_ORIGIN_SECRET_LENGTH, ORIGIN_VERIFY_HEADER, type OriginSecret } from '../../manifest/origin-verify';
import { platformErrors } from '../kernel/errors';
import { lazyAwsClient } from '../logging/aws-clients';

/** How long a read secret is reused: a rotation reaches every warm function within it (docs/runbook.md waits this long). */
const ORIGIN_SECRET_MAX_AGE_SECONDS = 300;

/** A secret's text by its ARN (undefined when it holds none). */
type SecretReader = NamedRead<string | undefined>;

const secretsManagerClient = lazyAwsClient(() =>
  import('@aws-sdk/client-secrets-manager').then(({ SecretsManagerClient }) => new SecretsManagerClient({})),
);

/**
 * Secrets Manager's GetSecretValue, each secret reused for ORIGIN_SECRET_MAX_AGE_SECONDS. The SDK is
 * imported at the first request that carries the header, not when a function loads (it would add
 * about a third to every API function's load), and never on the local stack. Tests give it a
 * stubbed client.
 */
const secretsManagerReader = (client: () => Promise<SecretsManagerClient> = secretsManagerClient): SecretReader =>
  cachedReads(ORIGIN_SECRET_MAX_AGE_SECONDS, async (secretId) => {
    const { GetSecretValueCommand } = await import('@aws-sdk/client-secrets-manager');
    return (await (await client()).send(new GetSecretValueCommand({ SecretId: secretId }))).SecretString;
  });

let reader: SecretReader | undefined;

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Equal texts, compared in constant time (digests first, so lengths leak nothing either). */
const sameText = (a: string, b: string) => timingSafeEqual(digest(a), digest(b));

const acceptedValues = (secretName: string, text: string | undefined): string[] => {
  let secret: Partial<OriginSecret> | undefined;
  try {
    secret = JSON.parse(text ?? '');
  } catch {
    secret = undefined;
  }
  const long = (value: unknown): value is string => typeof value === 'string' && value.length >= MIN_ORIGIN_SECRET_LENGTH;
  if (!long(secret?.current))
    throw new Error(`Secret ${secretName} must be JSON with a "current" of at least ${MIN_ORIGIN_SECRET_LENGTH} characters`);
  return long(secret.previous) ? [secret.current, secret.previous] : [secret.current];
};

/**
 * Refuses (403) a request that did not come through the edge: deployed, the HTTP API's own
 * execute-api URL is public, and requests sent there would skip the WAF's rate limits and managed
 * rules. Only the edge knows the secret (CloudFront reads it from Secrets Manager at deploy). Without
 * a secret configured (the local stack, which has no edge) every request is taken.
 */
export const checkOrigin = async (
  headers: Readonly<Record<string, string | undefined>>,
  secretName: string | undefined,
  read: SecretReader = (reader ??=
    secretsManagerReader()),
): Promise<void> => {
  if (secretName === undefined) return;
  const sent = headers[ORIGIN_VERIFY_HEADER.toLowerCase()];
  if (!sent) throw platformErrors.notThroughEdge();
  const accepted = acceptedValues(secretName, await read(secretName));
  if (!accepted.some((value) => sameText(value, sent))) throw platformErrors.notThroughEdge();
};
