import type { components } from './api-types.generated.js';

/**
 * Checks Handoff's signed deliveries with Web Crypto only, so it runs unchanged in Node 20+,
 * browsers, Deno, Bun and edge runtimes. Two kinds:
 *
 * - a webhook endpoint's deliveries (`POST /api/v1/webhooks`): Standard Webhooks only, keyed with
 *   the endpoint's `whsec_` secret (the bytes of its base64 part); after a rotation they carry two
 *   `v1,` signatures for 24 hours, and a receiver switching secrets passes both of its own;
 * - a task's callbacks (`callback_url`): two signatures over the same bytes, keyed with the UTF-8
 *   bytes of the task's callback secret:
 *
 * - `X-Signature`: lowercase hex HMAC-SHA256 of the raw body (Handoff's own scheme);
 * - Standard Webhooks: `webhook-id`, `webhook-timestamp` (Unix seconds of this attempt) and
 *   `webhook-signature` (`v1,` + base64 HMAC-SHA256 of `id.timestamp.body`, space-separated
 *   when there are several). Its timestamp is what lets a receiver refuse a replayed request.
 */

export type CallbackEvent = components['schemas']['CallbackEvent'];

/** The body of a webhook endpoint's delivery: `data` as the event's type says (docs/api-guide.md, "Webhook endpoints"). */
export interface WebhookEvent {
  type: 'task.created' | 'task.status_changed' | 'task.message' | 'deposit.confirmed' | 'webhook.test';
  timestamp: string;
  data: unknown;
}

/** Headers as Fetch gives them, or as Node's `IncomingMessage.headers` (any case, arrays allowed). */
export type WebhookHeaders = Headers | Record<string, string | readonly string[] | undefined>;

export interface VerifyWebhookOptions {
  /** How far `webhook-timestamp` may be from `now`, either way. Default 300 (5 minutes). */
  toleranceSeconds?: number;
  /** The receiver's clock; default the current time. */
  now?: Date;
}

export type WebhookFailure = 'missing_signature' | 'bad_signature' | 'missing_headers' | 'stale_timestamp' | 'bad_timestamp' | 'bad_body';

/** The callback is not provably Handoff's, or is too old: answer it 400/401 and ignore it. */
export class WebhookVerificationError extends Error {
  override readonly name = 'WebhookVerificationError';
  constructor(
    readonly reason: WebhookFailure,
    message: string,
  ) {
    super(message);
  }
}

const encoder = new TextEncoder();

const header = (headers: WebhookHeaders, name: string): string | undefined => {
  if (typeof (headers as Headers).get === 'function') return (headers as Headers).get(name) ?? undefined;
  for (const [key, value] of Object.entries(headers as Record<string, string | readonly string[] | undefined>)) {
    if (key.toLowerCase() !== name) continue;
    return typeof value === 'string' ? value : value?.join(', ');
  }
  return undefined;
};

/** A `whsec_` secret is keyed with the bytes of its base64 part (Standard Webhooks); any other with its UTF-8 bytes. */
const keyBytes = (secret: string): Uint8Array =>
  secret.startsWith('whsec_') ? (fromBase64(secret.slice(6)) ?? encoder.encode(secret)) : encoder.encode(secret);

const hmacSha256 = async (secret: string, data: Uint8Array): Promise<Uint8Array> => {
  const key = await globalThis.crypto.subtle.importKey('raw', keyBytes(secret) as Uint8Array<ArrayBuffer>, { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  return new Uint8Array(await globalThis.crypto.subtle.sign('HMAC', key, data as Uint8Array<ArrayBuffer>));
};

/** Compares every byte whatever the first difference, so the time taken tells nothing of where the signature went wrong. */
const sameBytes = (a: Uint8Array, b: Uint8Array): boolean => {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a[i]! ^ b[i]!;
  return difference === 0;
};

const fromHex = (hex: string): Uint8Array | undefined => {
  if (!/^(?:[0-9a-fA-F]{2})+$/.test(hex)) return undefined;
  return Uint8Array.from(hex.match(/../g)!, (pair) => Number.parseInt(pair, 16));
};

const fromBase64 = (text: string): Uint8Array | undefined => {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(text)) return undefined;
  try {
    return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
  } catch {
    return undefined;
  }
};

const concat = (...parts: Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
};

/** True when one of the secrets signs `data` as `matches` checks. */
const anySecret = async (secrets: readonly string[], data: Uint8Array, matches: (expected: Uint8Array) => boolean): Promise<boolean> => {
  for (const secret of secrets) if (matches(await hmacSha256(secret, data))) return true;
  return false;
};

/**
 * Verifies a delivery (a webhook endpoint's, or a task's callback) and returns its parsed body;
 * throws a WebhookVerificationError otherwise. `secret` may be several (a receiver rotating its
 * secret passes the new and the old): one of them must sign.
 * Pass the body exactly as received (before any JSON parsing: re-serialized JSON differs in its
 * bytes). Each scheme whose headers are present must hold; at least one must be present. The
 * Standard Webhooks timestamp must lie within `toleranceSeconds` of `now`. `X-Signature` alone
 * carries no timestamp of the attempt (`X-Timestamp` is when the status changed and stays the
 * same on retries for a day), so it cannot refuse replays: keep the Standard Webhooks headers.
 */
export const verifyWebhook = async <T = CallbackEvent>(
  secret: string | readonly string[],
  rawBody: string | Uint8Array,
  headers: WebhookHeaders,
  options: VerifyWebhookOptions = {},
): Promise<T> => {
  const secrets = typeof secret === 'string' ? [secret] : secret;
  if (secrets.length === 0) throw new TypeError('verifyWebhook needs at least one secret');
  const body = typeof rawBody === 'string' ? encoder.encode(rawBody) : rawBody;
  const hexSignature = header(headers, 'x-signature');
  const id = header(headers, 'webhook-id');
  const timestamp = header(headers, 'webhook-timestamp');
  const signatures = header(headers, 'webhook-signature');
  const standard = id !== undefined || timestamp !== undefined || signatures !== undefined;
  if (hexSignature === undefined && !standard) {
    throw new WebhookVerificationError('missing_signature', 'No signature: neither X-Signature nor webhook-signature is present');
  }

  if (hexSignature !== undefined) {
    const received = fromHex(hexSignature.trim());
    if (!received || !(await anySecret(secrets, body, (expected) => sameBytes(received, expected)))) {
      throw new WebhookVerificationError('bad_signature', 'X-Signature does not match the body');
    }
  }

  if (standard) {
    if (!id || !timestamp || !signatures) {
      throw new WebhookVerificationError('missing_headers', 'webhook-id, webhook-timestamp and webhook-signature must all be present');
    }
    if (!/^\d+$/.test(timestamp.trim())) throw new WebhookVerificationError('bad_timestamp', 'webhook-timestamp is not Unix seconds');
    const now = Math.floor((options.now ?? new Date()).getTime() / 1000);
    const toleranceSeconds = options.toleranceSeconds ?? 300;
    if (Math.abs(now - Number(timestamp)) > toleranceSeconds) {
      throw new WebhookVerificationError('stale_timestamp', `webhook-timestamp is more than ${toleranceSeconds} seconds from now`);
    }
    // Several signatures may be listed (while a secret is rotated); one `v1` matching one secret is enough.
    const received = signatures
      .split(' ')
      .filter((entry) => entry.startsWith('v1,'))
      .map((entry) => fromBase64(entry.slice(3)))
      .filter((bytes): bytes is Uint8Array => bytes !== undefined);
    const signed = concat(encoder.encode(`${id}.${timestamp.trim()}.`), body);
    if (!(await anySecret(secrets, signed, (expected) => received.some((bytes) => sameBytes(bytes, expected)))))
      throw new WebhookVerificationError('bad_signature', 'webhook-signature does not match the body');
  }

  try {
    return JSON.parse(new TextDecoder().decode(body)) as T;
  } catch {
    throw new WebhookVerificationError('bad_body', 'The body is not JSON');
  }
};
