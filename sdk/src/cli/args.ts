import { createPrivateKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { taskStatusValues } from '../api-types.generated.js';
import type { TaskStatus } from '../client.js';
import type { EncryptedCredential } from '../credentials.js';
import { type Context, UsageError, type Values } from './command.js';

export const readText = (path: string): string => readFileSync(path === '-' ? 0 : path, 'utf8');

/** `--input name=value` (repeatable) as a template's inputs; the value may hold '='. */
export const templateInputs = (values: Values): Record<string, string> =>
  Object.fromEntries(
    ((values.input as string[] | undefined) ?? []).map((pair) => {
      const at = pair.indexOf('=');
      if (at < 1) throw new UsageError(`--input takes NAME=VALUE, not ${pair}`);
      return [pair.slice(0, at), pair.slice(at + 1)];
    }),
  );

/** jose (Web Crypto) reads PKCS#8 only; Node converts PKCS#1 and SEC1 keys, which openssl often writes. */
export const privateKeyPem = (path: string): string => {
  const pem = readText(path);
  if (pem.includes('-----BEGIN PRIVATE KEY-----')) return pem;
  return createPrivateKey(pem).export({ type: 'pkcs8', format: 'pem' }).toString();
};

/** A file holding a JWE, or a whole `retrieve-credential` answer (`{ task_id, encrypted_credential }`). */
export const encryptedCredentialFrom = (path: string): EncryptedCredential => {
  const parsed = JSON.parse(readText(path));
  return (parsed.encrypted_credential ?? parsed) as EncryptedCredential;
};

export const required = (values: Values, name: string): string => {
  const value = values[name];
  if (typeof value !== 'string' || value === '') throw new UsageError(`--${name} is required`);
  return value;
};

export const number = (values: Values, name: string): number | undefined => {
  const value = values[name];
  if (value === undefined) return undefined;
  const parsed = Number(value);
  if (typeof value !== 'string' || value.trim() === '' || !Number.isFinite(parsed)) throw new UsageError(`--${name} must be a number`);
  return parsed;
};

export const optional = (values: Values, name: string): string | undefined =>
  typeof values[name] === 'string' ? (values[name] as string) : undefined;

export const status = (value: string): TaskStatus => {
  const upper = value.trim().toUpperCase();
  if (!taskStatusValues.includes(upper as TaskStatus)) throw new UsageError(`Unknown status ${value}: one of ${taskStatusValues.join(', ')}`);
  return upper as TaskStatus;
};

const positionalId =
  (what: string) =>
  (context: Context): string => {
    const id = context.positionals[0];
    if (!id) throw new UsageError(`The ${what} id is missing`);
    return id;
  };
export const taskId = positionalId('task');
export const templateId = positionalId('template');
export const webhookId = positionalId('webhook');
