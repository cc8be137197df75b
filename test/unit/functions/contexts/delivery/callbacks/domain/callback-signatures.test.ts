import { createHmac } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { signCallback } from '../../../../../../../functions/contexts/delivery/callbacks/domain/callback-signatures';
import { callbackBody } from '../../../../../../../functions/contexts/delivery/callbacks/wire/callback-body';
import type { CallbackEvent } from '../../../../../../../functions/contexts/delivery/callbacks/wire/callback-event';
import { verifyCallback } from '../../../../../../support/callback-signatures';

const event: CallbackEvent = {
  event: 'task.status_changed',
  task_id: 'task_1',
  status: 'ACCEPTED',
  previous_status: 'ESTIMATE_PENDING',
  timestamp: '2026-11-23T10:00:00.123Z',
};
const sentAt = new Date('2026-11-23T10:00:05.000Z');
const body = callbackBody(event);
const headers = signCallback('s3cret', body, { id: 'evt_task_1_3', occurredAt: event.timestamp, sentAt });

describe('Callback signatures', () => {
  it('writes the spec fields in the spec order', () => {
    expect(body).toBe(
      '{"event":"task.status_changed","task_id":"task_1","status":"ACCEPTED","previous_status":"ESTIMATE_PENDING","timestamp":"2026-11-23T10:00:00.123Z"}',
    );
  });

  it('signs the raw body with HMAC-SHA256 in lowercase hex, and stamps when the status changed', () => {
    expect(headers['x-signature']).toBe(createHmac('sha256', 's3cret').update(body).digest('hex'));
    expect(headers['x-timestamp']).toBe(event.timestamp);
    expect(headers['content-type']).toBe('application/json');
  });

  it('adds Standard Webhooks headers that its reference library verifies', () => {
    expect(headers).toMatchObject({ 'webhook-id': 'evt_task_1_3', 'webhook-timestamp': '1795428005' });
    const webhook = new Webhook(Buffer.from('s3cret').toString('base64'));
    // The library checks the timestamp against its own clock: verify at the signing time.
    const realNow = Date.now;
    Date.now = () => sentAt.getTime();
    try {
      expect(webhook.verify(body, headers)).toEqual(event);
    } finally {
      Date.now = realNow;
    }
  });

  it('verifies a genuine callback and refuses a changed body, a wrong secret, a stale or missing timestamp', () => {
    const now = new Date(sentAt.getTime() + 60_000);
    expect(verifyCallback('s3cret', { body, headers }, { now })).toBe(true);
    expect(verifyCallback('s3cret', { body: body.replace('ACCEPTED', 'COMPLETED'), headers }, { now })).toBe(false);
    expect(verifyCallback('other', { body, headers }, { now })).toBe(false);
    expect(verifyCallback('s3cret', { body, headers }, { now: new Date(sentAt.getTime() + 10 * 60_000) })).toBe(false);
    expect(verifyCallback('s3cret', { body, headers: { ...headers, 'webhook-timestamp': undefined } }, { now })).toBe(false);
    expect(verifyCallback('s3cret', { body, headers: { ...headers, 'webhook-signature': 'v1,AAAA' } }, { now })).toBe(false);
  });

  it('accepts the spec signature alone from a sender without the Standard Webhooks headers', () => {
    const specOnly = { 'x-signature': headers['x-signature'], 'x-timestamp': headers['x-timestamp'] };
    expect(verifyCallback('s3cret', { body, headers: specOnly })).toBe(true);
  });
});
