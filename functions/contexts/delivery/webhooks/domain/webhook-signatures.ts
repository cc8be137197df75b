import { createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * Standard Webhooks signing (standardwebhooks.com): the secret is `whsec_` + base64 of its key bytes;
 * `webhook-signature` = `v1,` + base64 HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<body>`, one
 * entry per secret in force, space-separated (after a rotation: the new one first, then the old).
 */
const SECRET_PREFIX = 'whsec_';

export const newWebhookSecret = (): string => `${SECRET_PREFIX}${randomBytes(32).toString('base64')}`;

const keyBytes = (secret: string): Buffer => Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, 'base64');

export const signWebhook = (secrets: readonly string[], delivery: { id: string; body: string; sentAt: Date }): Record<string, string> => {
  const timestamp = String(Math.floor(delivery.sentAt.getTime() / 1000));
  const signed = `${delivery.id}.${timestamp}.${delivery.body}`;
  return {
    'content-type': 'application/json',
    'webhook-id': delivery.id,
    'webhook-timestamp': timestamp,
    'webhook-signature': secrets.map((secret) => `v1,${createHmac('sha256', keyBytes(secret)).update(signed, 'utf8').digest('base64')}`).join(' '),
  };
};

/**
 * A delivery's id, the same however often the event is fanned out (a replayed stream record finds the
 * delivery it made before): the event's time, then a digest of the event and the endpoint. Its time
 * part orders an endpoint's deliveries and names where the delivery is stored.
 */
export const deliveryIdFor = (eventId: string, webhookId: string, timestamp: string): string =>
  `whd_${Date.parse(timestamp).toString(36).padStart(9, '0')}_${createHash('sha256').update(`${eventId}|${webhookId}`).digest('hex').slice(0, 24)}`;

/** When a delivery was made (its event's time), read from its id; undefined for an id this service did not make. */
export const deliveryTimeOf = (deliveryId: string): string | undefined => {
  const match = /^whd_([0-9a-z]{9})_[0-9a-f]{24}$/.exec(deliveryId);
  if (!match) return undefined;
  const ms = Number.parseInt(match[1]!, 36);
  return Number.isSafeInteger(ms) && ms < 8.64e15 ? new Date(ms).toISOString() : undefined;
};
