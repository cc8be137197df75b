import { createHmac, timingSafeEqual } from 'node:crypto';

// A callback receiver's check, written apart from the signing side (functions/contexts/delivery/callbacks/domain/callback-signatures.ts) so that the tests check it.
const hmac = (secret: string, data: string) => createHmac('sha256', Buffer.from(secret, 'utf8')).update(data, 'utf8');

const sameBytes = (a: string, b: string): boolean => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

export interface ReceivedCallback {
  /** The raw body exactly as received (before any JSON parsing). */
  body: string;
  /** Header names in lower case. */
  headers: Record<string, string | undefined>;
}

/**
 * For receivers: true when the `X-Signature` matches and, if the Standard Webhooks headers
 * are present, one of their `v1` signatures matches and the timestamp is within
 * `toleranceSeconds` of `now`. Comparisons are constant-time.
 */
export const verifyCallback = (secret: string, received: ReceivedCallback, options: { now?: Date; toleranceSeconds?: number } = {}): boolean => {
  const { body, headers } = received;
  const signature = headers['x-signature'];
  if (!signature || !sameBytes(signature, hmac(secret, body).digest('hex'))) return false;
  const id = headers['webhook-id'];
  const timestamp = headers['webhook-timestamp'];
  const signatures = headers['webhook-signature'];
  if (id === undefined && timestamp === undefined && signatures === undefined) return true;
  if (!id || !timestamp || !signatures || !/^\d+$/.test(timestamp)) return false;
  const now = Math.floor((options.now ?? new Date()).getTime() / 1000);
  if (Math.abs(now - Number(timestamp)) > (options.toleranceSeconds ?? 300)) return false;
  const expected = hmac(secret, `${id}.${timestamp}.${body}`).digest('base64');
  return signatures.split(' ').some((entry) => entry.startsWith('v1,') && sameBytes(entry.slice(3), expected));
};
