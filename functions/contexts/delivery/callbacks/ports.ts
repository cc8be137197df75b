/**
 * Ports: what the callbacks use cases need from outside the module, as types only (the pattern
 * is described in contexts/money/payouts/ports.ts). `wiring/` builds the real ones; the in-memory fakes
 * are in test/support/fakes/callbacks.ts.
 */

import type { RetryPolicy } from '../../../platform/kernel/retry-schedule';
import type { ItemKey } from '../../../platform/table/query';
import type { Task } from '../../work/tasks/domain';
import type { TaskReader } from '../../work/tasks/ports';
import type { TimerRules } from '../../work/timers/domain';
import type { AttemptRecord, DeliveryStatus } from '../engine/domain';
import type { DeliveryTransport, SecretSealer } from '../engine/ports';
import type { CallbackDelivery, UnsettledCallback } from './domain/deliveries';

/** What the sender needs of a task: where to send, and the sealed secret to sign with. */
export type CallbackTask = Pick<Task, 'task_id' | 'agent_id' | 'batch_id' | 'callback_url' | 'callback_secret_sealed'>;

/** The outbox events (a task's status change, a batch's consensus) and their delivery records, by the event item's key. */
export interface CallbackEventsStore {
  getCallbackTarget(taskId: string): Promise<CallbackTask | undefined>;
  deliveryStatusOf(event: ItemKey): Promise<DeliveryStatus | undefined>;
  /** Records an attempt; a late duplicate never turns DELIVERED back into a failure. */
  recordAttempt(event: ItemKey, attempt: AttemptRecord): Promise<void>;
  /** Every status change of the task with its callback's delivery, oldest first (none without a callback_url). */
  listDeliveries(taskId: string): Promise<CallbackDelivery[]>;
  /** The task's status changes whose callback is neither DELIVERED nor FAILED, oldest first. */
  listUnsettledCallbacks(taskId: string): Promise<UnsettledCallback[]>;
  /** Counts a requeue, conditioned on the count seen and on nothing settled: false when not taken. */
  takeCallbackRequeue(delivery: CallbackDelivery, now: Date): Promise<boolean>;
}

/** The agents' default callback secrets, sealed. */
interface AgentSecretsStore {
  getAgentCallbackSecret(agentId: string): Promise<string | undefined>;
  /**
   * Stores `sealed` unless the agent has a secret already (answers the one stored); `reveal` marks
   * it revealed, once: a second reveal is refused (callbackErrors.callbackSecretRevealed).
   */
  keepAgentCallbackSecret(agentId: string, sealed: string, now: string, reveal: boolean): Promise<{ sealed: string; created_at: string }>;
}

/** What the callback check and the task's delivery log need of the tasks module. */
interface CallbackTasks extends TaskReader {
  /** When the task's next callback check is due (undefined: none left). */
  saveCallbacksDue(task: Task, due: string | undefined): Promise<boolean>;
}

export interface CallbackSettings {
  retry: RetryPolicy;
  timerRules: TimerRules;
}

export interface CallbackPorts {
  events: CallbackEventsStore;
  agentSecrets: AgentSecretsStore;
  sealer: SecretSealer;
  transport: DeliveryTransport;
  tasks: CallbackTasks;
  settings: CallbackSettings;
}
