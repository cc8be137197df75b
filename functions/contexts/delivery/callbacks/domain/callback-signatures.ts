import { createHmac } from 'node:crypto';

/**
 * How a callback is signed. Two schemes over the same bytes,
 * both keyed with the UTF-8 bytes of the task's callback secret:
 *
 * - Handoff's own: `X-Signature` = lowercase hex HMAC-SHA256 of the raw body; `X-Timestamp`
 *   = when the status changed (ISO 8601).
 * - Standard Webhooks (standardwebhooks.com): `webhook-id` (the event's id, the same on every
 *   retry), `webhook-timestamp` (Unix seconds of this attempt) and `webhook-signature`
 *   = `v1,` + base64 HMAC-SHA256 of `id.timestamp.body`. Its libraries take the secret as
 *   `whsec_` + base64(UTF-8 bytes of the callback secret). Checking the timestamp against the
 *   clock rejects replays of a captured request.
 *
 * Receivers check both with the SDK's `verifyWebhook`.
 */

/** The event's id (`webhook-id`): the same on every retry, so receivers can drop duplicates. */
export const callbackEventId = (taskId: string, version: number): string => `evt_${taskId}_${version}`;

/** A batch's consensus event's id: one such event per batch. */
export const consensusEventId = (batchId: string): string => `evt_${batchId}_consensus`;

/** An operator's message's event id: one event per message. */
export const messageEventId = (messageId: string): string => `evt_${messageId}`;

const hmac = (secret: string, data: string) => createHmac('sha256', Buffer.from(secret, 'utf8')).update(data, 'utf8');

export const signCallback = (secret: string, body: string, delivery: { id: string; occurredAt: string; sentAt: Date }): Record<string, string> => {
  const timestamp = String(Math.floor(delivery.sentAt.getTime() / 1000));
  return {
    'content-type': 'application/json',
    'x-signature': hmac(secret, body).digest('hex'),
    'x-timestamp': delivery.occurredAt,
    'webhook-id': delivery.id,
    'webhook-timestamp': timestamp,
    'webhook-signature': `v1,${hmac(secret, `${delivery.id}.${timestamp}.${body}`).digest('base64')}`,
  };
};
