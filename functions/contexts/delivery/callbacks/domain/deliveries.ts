import type { TaskStatus } from '../../../work/tasks/domain';

/** Where a status change's callback delivery stands: PENDING until answered 2xx (DELIVERED) or out of retries (FAILED). */
export const DELIVERY_STATUSES = ['PENDING', 'DELIVERED', 'FAILED'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** A status-change event and where its callback delivery stands. */
export interface CallbackDelivery {
  task_id: string;
  version: number;
  event: 'task.status_changed';
  status: TaskStatus;
  previous_status: TaskStatus;
  timestamp: string;
  delivery_status: DeliveryStatus;
  attempts: number;
  last_attempt_at?: string;
  last_response_code?: number;
  last_error?: string;
  next_attempt_at?: string;
  delivered_at?: string;
  failed_at?: string;
  /** How often, and when last, the sweep queued it again (its message lost). */
  requeues: number;
  requeued_at?: string;
}

export type AttemptRecord =
  | { outcome: 'delivered'; at: string; attempts: number; responseCode: number }
  | { outcome: 'retrying'; at: string; attempts: number; responseCode?: number; error: string; nextAttemptAt: string }
  | { outcome: 'failed'; at: string; attempts: number; responseCode?: number; error: string };

/** A status change whose callback is not settled (neither DELIVERED nor FAILED), and its item as stored (a requeued message carries it). */
export interface UnsettledCallback {
  delivery: CallbackDelivery;
  item: Record<string, unknown>;
}

const STATUS_AFTER: Record<AttemptRecord['outcome'], DeliveryStatus> = { delivered: 'DELIVERED', retrying: 'PENDING', failed: 'FAILED' };

/** Where a delivery stands after an attempt with this outcome. */
export const statusAfter = (outcome: AttemptRecord['outcome']): DeliveryStatus => STATUS_AFTER[outcome];
