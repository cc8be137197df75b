import type { SecretsProvider } from '@aws-lambda-powertools/parameters/secrets';
import { createHash, timingSafeEqual } from 'node:crypto';
import { errors } from '../core/errors';
import { MIN_ORIGIN_SECRET_LENGTH, ORIGIN_VERIFY_HEADER, type OriginSecret } from '../origin-verify';

/** How long a read secret is reused: a rotation reaches every warm function within it (the README's runbook waits this long). */
export const ORIGIN_SECRET_MAX_AGE_SECONDS = 300;

/** Where the secret is read: Powertools' Secrets Manager provider (its cache); tests give their own. */
export type SecretReader = Pick<SecretsProvider, 'get'>;

let provider: Promise<SecretReader> | undefined;

/**
 * Powertools' provider, loaded at the first request: its Secrets Manager client would add about a
 * third to every API function's load (bench, cold start), and the local stack never needs it.
 */
const secretsProvider = (): Promise<SecretReader> =>
  (provider ??= import('@aws-lambda-powertools/parameters/secrets').then(({ SecretsProvider }) => new SecretsProvider()));

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Equal texts, compared in constant time (digests first, so lengths leak nothing either). */
const sameText = (a: string, b: string) => timingSafeEqual(digest(a), digest(b));

const acceptedValues = (secretName: string, value: unknown): string[] => {
  const secret = value as Partial<OriginSecret> | undefined;
  const long = (text: unknown): text is string => typeof text === 'string' && text.length >= MIN_ORIGIN_SECRET_LENGTH;
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
  reader?: SecretReader,
): Promise<void> => {
  if (secretName === undefined) return;
  const sent = headers[ORIGIN_VERIFY_HEADER.toLowerCase()];
  if (!sent) throw errors.notThroughEdge();
  const source = reader ?? (await secretsProvider());
  const accepted = acceptedValues(secretName, await source.get(secretName, { transform: 'json', maxAge: ORIGIN_SECRET_MAX_AGE_SECONDS }));
  if (!accepted.some((value) => sameText(value, sent))) throw errors.notThroughEdge();
};
