import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { signCallback } from '../../../functions/contexts/delivery/callbacks/domain/callback-signatures';
import { callbackBody } from '../../../functions/contexts/delivery/callbacks/wire/callback-body';
import type { CallbackEvent } from '../../../functions/contexts/delivery/callbacks/wire/callback-event';
import { signWebhook } from '../../../functions/contexts/delivery/webhooks/domain/webhook-signatures';
import { verifyWebhook, WebhookVerificationError } from '../../../sdk/src/webhooks';

// Signed by the service's own signer, so these tests prove the SDK reads what the service sends.
const event: CallbackEvent = {
  event: 'task.status_changed',
  task_id: 'task_1',
  status: 'COMPLETED',
  previous_status: 'VERIFIED',
  timestamp: '2026-11-23T10:00:00.123Z',
};
const sentAt = new Date('2026-11-23T10:00:05.000Z');
const body = callbackBody(event);
const headers = signCallback('s3cret', body, { id: 'evt_task_1_7', occurredAt: event.timestamp, sentAt });
const now = new Date(sentAt.getTime() + 30_000);

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(WebhookVerificationError);
  return (error as WebhookVerificationError).reason;
};

describe('verifyWebhook', () => {
  it('accepts a callback signed by the service with both schemes and returns its event', async () => {
    expect(await verifyWebhook('s3cret', body, headers, { now })).toEqual(event);
  });

  it('accepts the body as bytes, headers as a Fetch Headers object or in any case', async () => {
    expect(await verifyWebhook('s3cret', new TextEncoder().encode(body), new Headers(headers), { now })).toEqual(event);
    const shouted = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toUpperCase(), value]));
    expect(await verifyWebhook('s3cret', body, shouted, { now })).toEqual(event);
  });

  it('accepts either scheme alone', async () => {
    const specOnly = { 'x-signature': headers['x-signature'], 'x-timestamp': headers['x-timestamp'] };
    expect(await verifyWebhook('s3cret', body, specOnly, { now })).toEqual(event);
    const standardOnly = {
      'webhook-id': headers['webhook-id'],
      'webhook-timestamp': headers['webhook-timestamp'],
      'webhook-signature': headers['webhook-signature'],
    };
    expect(await verifyWebhook('s3cret', body, standardOnly, { now })).toEqual(event);
  });

  it("accepts a Standard Webhooks signature made by that standard's reference library (secret as whsec_ base64)", async () => {
    const signature = new Webhook(`whsec_${Buffer.from('s3cret').toString('base64')}`).sign('evt_task_1_7', sentAt, body);
    const standard = {
      'webhook-id': 'evt_task_1_7',
      'webhook-timestamp': headers['webhook-timestamp'],
      'webhook-signature': `v1,bogus= ${signature}`,
    };
    expect(await verifyWebhook('s3cret', body, standard, { now })).toEqual(event);
  });

  it('refuses a wrong secret under either scheme', async () => {
    expect(await refusal(verifyWebhook('other', body, headers, { now }))).toBe('bad_signature');
    expect(await refusal(verifyWebhook('other', body, { 'x-signature': headers['x-signature'] }, { now }))).toBe('bad_signature');
  });

  it('refuses a changed body, and a valid Standard Webhooks signature beside a forged X-Signature', async () => {
    expect(await refusal(verifyWebhook('s3cret', body.replace('COMPLETED', 'CANCELLED'), headers, { now }))).toBe('bad_signature');
    expect(await refusal(verifyWebhook('s3cret', body, { ...headers, 'x-signature': '00'.repeat(32) }, { now }))).toBe('bad_signature');
    expect(await refusal(verifyWebhook('s3cret', body, { ...headers, 'x-signature': 'not hex' }, { now }))).toBe('bad_signature');
  });

  it('refuses a stale or future timestamp (replays) beyond the tolerance, and honours a wider tolerance', async () => {
    const later = new Date(sentAt.getTime() + 301_000);
    expect(await refusal(verifyWebhook('s3cret', body, headers, { now: later }))).toBe('stale_timestamp');
    expect(await refusal(verifyWebhook('s3cret', body, headers, { now: new Date(sentAt.getTime() - 301_000) }))).toBe('stale_timestamp');
    expect(await verifyWebhook('s3cret', body, headers, { now: later, toleranceSeconds: 600 })).toEqual(event);
  });

  it('refuses a callback without signatures, or with only part of the Standard Webhooks headers', async () => {
    expect(await refusal(verifyWebhook('s3cret', body, { 'content-type': 'application/json' }, { now }))).toBe('missing_signature');
    expect(await refusal(verifyWebhook('s3cret', body, { ...headers, 'webhook-id': undefined }, { now }))).toBe('missing_headers');
    expect(await refusal(verifyWebhook('s3cret', body, { ...headers, 'webhook-timestamp': 'yesterday' }, { now }))).toBe('bad_timestamp');
  });
});

describe('verifyWebhook for webhook endpoints (whsec_ secrets, rotation)', () => {
  const fresh = `whsec_${Buffer.alloc(32, 1).toString('base64')}`;
  const old = `whsec_${Buffer.alloc(32, 2).toString('base64')}`;
  const other = `whsec_${Buffer.alloc(32, 3).toString('base64')}`;
  const payload = JSON.stringify({ type: 'webhook.test', timestamp: '2026-11-23T10:00:00.123Z', data: { webhook_id: 'wh_1' } });
  const rotated = signWebhook([fresh, old], { id: 'evt_test_1', body: payload, sentAt });

  it("accepts a delivery signed by two secrets with either one, or with several of the receiver's", async () => {
    expect(rotated['webhook-signature']!.split(' ')).toHaveLength(2);
    for (const secret of [fresh, old, [other, old], [fresh, other]]) {
      await expect(verifyWebhook(secret, payload, rotated, { now })).resolves.toEqual(JSON.parse(payload));
    }
    // The standardwebhooks library reads the same signatures.
    expect(new Webhook(old).verify(payload, signWebhook([fresh, old], { id: 'evt_test_1', body: payload, sentAt: new Date() }))).toEqual(
      JSON.parse(payload),
    );
  });

  it('refuses a delivery none of the secrets signed, a tampered body and a stale timestamp', async () => {
    expect(await refusal(verifyWebhook([other], payload, rotated, { now }))).toBe('bad_signature');
    expect(await refusal(verifyWebhook([fresh, old], payload.replace('wh_1', 'wh_2'), rotated, { now }))).toBe('bad_signature');
    expect(await refusal(verifyWebhook(fresh, payload, rotated, { now: new Date(sentAt.getTime() + 301_000) }))).toBe('stale_timestamp');
    await expect(verifyWebhook([], payload, rotated, { now })).rejects.toThrow(TypeError);
  });
});
