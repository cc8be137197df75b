/**
 * Ports: what the push use cases need from outside the module, as types only (the pattern is
 * described in contexts/money/payouts/ports.ts). `wiring/` builds the real ones; the in-memory fakes are in
 * test/support/fakes/push.ts.
 */
import type { Point } from '../../work/tasks/domain';
import type { PushSubscription } from './domain/push';

/** The operators' push subscriptions and the area index beside them (each write one transaction). */
export interface PushSubscriptionsStore {
  /** Stores the subscription and its area entries and counts it on the operator, refused at `limit` held (pushErrors.tooManyPushSubscriptions). */
  insertSubscription(subscription: PushSubscription, limit: number): Promise<void>;
  /** The operator's subscriptions (its devices). */
  listSubscriptions(operatorId: string): Promise<PushSubscription[]>;
  /** Deletes the subscription, its area entries and its count; false when the operator holds no such subscription. */
  deleteSubscription(operatorId: string, subscriptionId: string): Promise<boolean>;
  /** The subscriptions whose area index cells hold `point` (a query per cell: domain/push.ts, pointCells); their exact areas are not yet checked. */
  subscriptionsAround(point: Point): Promise<PushSubscription[]>;
  /** Marks the batch as announced by a conditional put: true for the one caller that marked it, false ever after. */
  announceBatchOnce(batchId: string): Promise<boolean>;
}

/** What a push service answered: delivered, gone (404/410: the subscription has expired), or failed otherwise. */
export type PushOutcome = 'delivered' | 'gone' | 'failed';

/** Sends one message to one subscription: encrypted to its keys (RFC 8291) and signed with the service's VAPID key. */
type PushTransport = (subscription: PushSubscription, payload: string) => Promise<PushOutcome>;

/** What the notifications read of a task: its operator of record, its title, its place. */
export interface PushTaskView {
  taskId: string;
  title: string;
  status: string;
  operatorId?: string;
  location?: Point;
  sandbox: boolean;
  /** The batch the task is a seat of: its seats share a place and are announced as one. */
  batchId?: string;
  /** When its work window closes (window.not_after): no one is told of a task they can no longer do. */
  windowClosesAt?: string;
}

/** What a stream record the sender is given tells of (functions/manifest/push-stream.ts filters them). */
export type PushTrigger =
  | { kind: 'task_created'; taskId: string }
  | { kind: 'task_status'; taskId: string; status: string; previousStatus: string }
  | { kind: 'agent_message'; taskId: string; operatorId: string; text: string }
  | { kind: 'payout_confirmed'; operatorId: string; netCents: number };

/** Reads a record's new image as a trigger; undefined for an item that is none. */
type PushTriggerReader = (image: Record<string, unknown>) => PushTrigger | undefined;

export interface PushPorts {
  subscriptions: PushSubscriptionsStore;
  send: PushTransport;
  /** The VAPID public key (an uncompressed P-256 point, base64url) the browser subscribes with. */
  publicKey(): Promise<string>;
  /** Checks an endpoint at subscription (the callback URL rules): throws the InvalidRequestError they name. */
  checkEndpoint(url: string): Promise<void>;
  getTask(taskId: string): Promise<PushTaskView | undefined>;
  readTrigger: PushTriggerReader;
}
