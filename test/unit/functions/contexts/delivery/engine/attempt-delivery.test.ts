import { describe, expect, it } from 'vitest';
import type { AttemptRecord } from '../../../../../../functions/contexts/delivery/engine/domain/attempts';
import type { DeliveryResult } from '../../../../../../functions/contexts/delivery/engine/ports';
import { attemptDelivery, type DeliveryAttempt } from '../../../../../../functions/contexts/delivery/engine/use-cases/attempt-delivery';
import { InvalidRequestError } from '../../../../../../functions/platform/kernel/errors';

const NOW = new Date('2026-11-29T09:00:00.000Z');
const retry = { baseMs: 1000, maxDelayMs: 60_000, maxAttempts: 3 };

/** One delivery over a transport answering `answer`: what it sent and recorded. */
const attempt = async (answer: () => DeliveryResult, number: number) => {
  const sent: { url: string; headers: Record<string, string>; body: string }[] = [];
  const recorded: AttemptRecord[] = [];
  const delivery: DeliveryAttempt = {
    kind: 'webhook',
    url: 'https://hooks.example.com/x',
    body: '{"a":1}',
    sign: async () => ({ 'webhook-signature': `v1,${number}` }),
    record: async (record) => {
      recorded.push(record);
    },
    where: { deliveryId: 'd_1' },
  };
  const transport = {
    send: async (url: string, headers: Record<string, string>, body: string) => {
      sent.push({ url, headers, body });
      return answer();
    },
  };
  const outcome = await attemptDelivery({ transport, retry }, delivery, number, NOW);
  return { outcome, sent, recorded };
};

describe('attemptDelivery: one attempt of any kind of delivery', () => {
  it('posts the signed body to the address and records it delivered with the answer code', async () => {
    const { outcome, sent, recorded } = await attempt(() => ({ ok: true, statusCode: 204 }), 1);
    expect(outcome).toEqual({ kind: 'done' });
    expect(sent).toEqual([{ url: 'https://hooks.example.com/x', headers: { 'webhook-signature': 'v1,1' }, body: '{"a":1}' }]);
    expect(recorded).toEqual([{ outcome: 'delivered', at: NOW.toISOString(), attempts: 1, responseCode: 204 }]);
  });

  it('answers retry after the backoff while attempts remain, recording when the next one is due', async () => {
    const { outcome, recorded } = await attempt(() => ({ ok: false, statusCode: 500, error: 'HTTP 500' }), 2);
    expect(outcome).toMatchObject({ kind: 'retry', error: 'HTTP 500' });
    const { delayMs } = outcome as { delayMs: number };
    // The second failure waits between half and all of twice the base delay.
    expect(delayMs).toBeGreaterThanOrEqual(1000);
    expect(delayMs).toBeLessThanOrEqual(2000);
    expect(recorded).toEqual([
      {
        outcome: 'retrying',
        at: NOW.toISOString(),
        attempts: 2,
        responseCode: 500,
        error: 'HTTP 500',
        nextAttemptAt: new Date(NOW.getTime() + delayMs).toISOString(),
      },
    ]);
  });

  it('gives up at the last attempt, recording it failed for the dead-letter queue to keep', async () => {
    const { outcome, recorded } = await attempt(() => ({ ok: false, error: 'timed out' }), 3);
    expect(outcome).toEqual({ kind: 'failed', error: 'timed out' });
    expect(recorded).toEqual([{ outcome: 'failed', at: NOW.toISOString(), attempts: 3, responseCode: undefined, error: 'timed out' }]);
  });

  it('counts an address the callback rules now refuse as a failed attempt in the rule own words, and lets any other error escape unrecorded', async () => {
    const refused = await attempt(() => {
      throw new InvalidRequestError('callback_url must not point to a private address');
    }, 1);
    expect(refused.recorded).toMatchObject([{ outcome: 'retrying', error: 'callback_url must not point to a private address' }]);
    const crash = attempt(() => {
      throw new Error('socket hang up');
    }, 1);
    await expect(crash).rejects.toThrow('socket hang up');
  });
});
