import type { CallbackDelivery } from '../../../functions/contexts/delivery/callbacks/domain/deliveries';
import { callbackErrors } from '../../../functions/contexts/delivery/callbacks/errors';
import type { CallbackPorts, CallbackTask } from '../../../functions/contexts/delivery/callbacks/ports';
import { type AttemptRecord, statusAfter } from '../../../functions/contexts/delivery/engine/domain/attempts';
import type { DeliveryResult } from '../../../functions/contexts/delivery/engine/ports';
import type { Task } from '../../../functions/contexts/work/tasks/domain/tasks';
import { tasksKeys } from '../../../functions/contexts/work/tasks/store/keys';
import type { ItemKey } from '../../../functions/platform/table/query';

const eventKey = (taskId: string, version: number) => keyOf(tasksKeys.taskEvent(taskId, version));
const keyOf = (key: ItemKey) => `${key.pk}|${key.sk}`;

/** A POST the fake transport received. */
export interface SentCallback {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** A sealer that binds the context it seals with: opened with another, it throws, as KMS would. */
export const contextBoundSealer = {
  seal: async (plaintext: string, context: Record<string, string>) => JSON.stringify({ plaintext, context }),
  open: async (sealed: string, context: Record<string, string>) => {
    const box = JSON.parse(sealed) as { plaintext: string; context: Record<string, string> };
    if (JSON.stringify(box.context) !== JSON.stringify(context)) throw new Error('The sealed secret belongs to another context');
    return box.plaintext;
  },
};

/**
 * Callback events, agents' secrets and a transport in memory, with callbacks-store's conditions:
 * an attempt is recorded only on an event that exists and was not delivered; a requeue is taken
 * only at the count seen and while nothing is settled; a secret is revealed once. The sealer
 * binds its context, so a sealed secret opened under another context fails as KMS would.
 */
export class FakeCallbacks implements CallbackPorts {
  readonly targets = new Map<string, CallbackTask>();
  readonly deliveries = new Map<string, CallbackDelivery>();
  readonly secrets = new Map<string, { sealed: string; created_at: string; revealed: boolean }>();
  readonly sent: SentCallback[] = [];
  readonly dueChecks = new Map<string, string | undefined>();
  /** What the transport answers next (a function may throw, as an address refused would). */
  answer: (url: string) => DeliveryResult = () => ({ ok: true, statusCode: 200 });

  readonly settings = {
    retry: { baseMs: 1000, maxDelayMs: 60_000, maxAttempts: 3 },
    timerRules: { workGraceMs: 3_600_000, stallMs: 60_000, safetyHoldMs: 24 * 3_600_000 },
  };

  readonly events = {
    getCallbackTarget: async (taskId: string) => structuredClone(this.targets.get(taskId)),
    deliveryStatusOf: async (event: ItemKey) => this.deliveries.get(keyOf(event))?.delivery_status,
    recordAttempt: async (event: ItemKey, attempt: AttemptRecord): Promise<void> => {
      const delivery = this.deliveries.get(keyOf(event));
      if (!delivery || delivery.delivered_at) return;
      delivery.delivery_status = statusAfter(attempt.outcome);
      delivery.attempts = attempt.attempts;
      delivery.last_attempt_at = attempt.at;
      delivery.last_response_code = attempt.responseCode;
      if (attempt.outcome === 'delivered') {
        delivery.delivered_at = attempt.at;
        delete delivery.last_error;
      } else delivery.last_error = attempt.error;
      delivery.next_attempt_at = attempt.outcome === 'retrying' ? attempt.nextAttemptAt : undefined;
      if (attempt.outcome === 'failed') delivery.failed_at = attempt.at;
    },
    listDeliveries: async (taskId: string) =>
      [...this.deliveries.values()]
        .filter((delivery) => delivery.task_id === taskId)
        .sort((a, b) => a.version - b.version)
        .map((delivery) => structuredClone(delivery)),
    listUnsettledCallbacks: async (taskId: string) =>
      [...this.deliveries.values()]
        .filter((delivery) => delivery.task_id === taskId && delivery.delivery_status === 'PENDING')
        .sort((a, b) => a.version - b.version)
        .map((delivery) => ({ delivery: structuredClone(delivery), item: { task_id: taskId, timestamp: delivery.timestamp } })),
    takeCallbackRequeue: async (seen: CallbackDelivery, now: Date): Promise<boolean> => {
      const delivery = this.deliveries.get(eventKey(seen.task_id, seen.version));
      if (!delivery || delivery.requeues !== seen.requeues || delivery.delivered_at || delivery.failed_at) return false;
      delivery.requeues++;
      delivery.requeued_at = now.toISOString();
      return true;
    },
  };

  readonly agentSecrets = {
    getAgentCallbackSecret: async (agentId: string) => this.secrets.get(agentId)?.sealed,
    keepAgentCallbackSecret: async (agentId: string, sealed: string, now: string, reveal: boolean) => {
      const kept = this.secrets.get(agentId) ?? { sealed, created_at: now, revealed: false };
      if (reveal && kept.revealed) throw callbackErrors.callbackSecretRevealed();
      kept.revealed ||= reveal;
      this.secrets.set(agentId, kept);
      return { sealed: kept.sealed, created_at: kept.created_at };
    },
  };

  readonly sealer = contextBoundSealer;

  readonly transport = {
    send: async (url: string, headers: Record<string, string>, body: string): Promise<DeliveryResult> => {
      const result = this.answer(url);
      this.sent.push({ url, headers, body });
      return result;
    },
  };

  /** The tasks the task reads find. */
  readonly taskItems = new Map<string, Task>();

  readonly tasks = {
    getTask: async (taskId: string) => structuredClone(this.taskItems.get(taskId)),
    saveCallbacksDue: async (task: Task, due: string | undefined) => {
      this.dueChecks.set(task.task_id, due);
      return true;
    },
  };

  /** The delivery record of a task's status change, as it stands. */
  delivery(taskId: string, version: number): CallbackDelivery | undefined {
    return structuredClone(this.deliveries.get(eventKey(taskId, version)));
  }

  /** A status change of a task with a callback_url, PENDING and never attempted. */
  addEvent(target: CallbackTask, version: number, timestamp: string, status: CallbackDelivery['status'] = 'CANCELLED'): CallbackDelivery {
    this.targets.set(target.task_id, target);
    const delivery: CallbackDelivery = {
      task_id: target.task_id,
      version,
      event: 'task.status_changed',
      status,
      previous_status: 'PENDING',
      timestamp,
      delivery_status: 'PENDING',
      attempts: 0,
      requeues: 0,
    };
    this.deliveries.set(eventKey(target.task_id, version), delivery);
    return delivery;
  }
}
