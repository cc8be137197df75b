/**
 * The delivery engine's facts, the same for a task's callback, a webhook delivery and an A2A push
 * notification: where a delivery stands, what one attempt recorded, and what the queue does next.
 */

/** Where a delivery stands: PENDING until answered 2xx (DELIVERED) or out of retries (FAILED). */
export const DELIVERY_STATUSES = ['PENDING', 'DELIVERED', 'FAILED'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export type AttemptRecord =
  | { outcome: 'delivered'; at: string; attempts: number; responseCode: number }
  | { outcome: 'retrying'; at: string; attempts: number; responseCode?: number; error: string; nextAttemptAt: string }
  | { outcome: 'failed'; at: string; attempts: number; responseCode?: number; error: string };

const STATUS_AFTER: Record<AttemptRecord['outcome'], DeliveryStatus> = { delivered: 'DELIVERED', retrying: 'PENDING', failed: 'FAILED' };

/** Where a delivery stands after an attempt with this outcome. */
export const statusAfter = (outcome: AttemptRecord['outcome']): DeliveryStatus => STATUS_AFTER[outcome];

/** done: delivered now or before, or nothing to send; retry: after the backoff; failed: out of attempts. */
export type DeliveryOutcome = { kind: 'done' } | { kind: 'retry'; delayMs: number; error: string } | { kind: 'failed'; error: string };

/** Of two deliveries made for one queued message, the outcome that still needs something (failed, then the sooner retry). */
export const worse = (a: DeliveryOutcome, b: DeliveryOutcome): DeliveryOutcome => {
  if (a.kind === 'failed' || b.kind === 'failed') return a.kind === 'failed' ? a : b;
  if (a.kind === 'retry' && b.kind === 'retry') return a.delayMs <= b.delayMs ? a : b;
  return a.kind === 'retry' ? a : b;
};
