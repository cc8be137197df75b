import type { TaskStatus } from '../../../work/tasks/domain';
import type { DeliveryStatus } from '../../engine/domain';

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

/** A status change whose callback is not settled (neither DELIVERED nor FAILED), and its item as stored (a requeued message carries it). */
export interface UnsettledCallback {
  delivery: CallbackDelivery;
  item: Record<string, unknown>;
}
