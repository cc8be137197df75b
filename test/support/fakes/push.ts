import { callbackUrlErrors } from '../../../functions/adapters/callbacks/errors';
import { areaContains, type PushSubscription, pointCells } from '../../../functions/contexts/delivery/push/domain/push';
import { pushErrors } from '../../../functions/contexts/delivery/push/errors';
import type { PushOutcome, PushPorts, PushTaskView } from '../../../functions/contexts/delivery/push/ports';
import { pushTriggerOf } from '../../../functions/contexts/delivery/push/store/push-triggers';
import type { Point } from '../../../functions/contexts/work/tasks/domain/near';
import { ConditionFailed } from '../../../functions/platform/kernel/conditions';

/** A message the fake transport was given. */
export interface SentPush {
  subscriptionId: string;
  endpoint: string;
  payload: { title: string; body: string; url: string };
}

/**
 * Push subscriptions, the area index and a transport in memory, with push-store's conditions: an
 * operator's subscriptions are keyed by operator (another's id finds nothing) and listed oldest
 * first, an insert at `limit` held or of an id written before is refused, the area index holds each
 * subscription under the cells it was filed under and answers a point with those whose area holds
 * it, a batch is marked announced once.
 */
export class FakePush implements PushPorts {
  readonly stored = new Map<string, PushSubscription>();
  readonly held = new Map<string, number>();
  readonly area = new Map<string, Set<string>>();
  readonly tasks = new Map<string, PushTaskView>();
  readonly announcedBatches = new Set<string>();
  readonly sent: SentPush[] = [];
  /** What a push service answers an endpoint (default: delivered). */
  answer: (endpoint: string) => PushOutcome = () => 'delivered';
  refusedEndpoints = new Set<string>();
  readonly readTrigger = pushTriggerOf;

  private key = (operatorId: string, subscriptionId: string) => `${operatorId}/${subscriptionId}`;

  readonly subscriptions = {
    insertSubscription: async (subscription: PushSubscription, limit: number) => {
      const held = this.held.get(subscription.operator_id) ?? 0;
      if (held >= limit) throw pushErrors.tooManyPushSubscriptions(limit);
      if (this.stored.has(this.key(subscription.operator_id, subscription.subscription_id))) throw new ConditionFailed('item_absent', undefined, 1);
      this.held.set(subscription.operator_id, held + 1);
      this.stored.set(this.key(subscription.operator_id, subscription.subscription_id), structuredClone(subscription));
      for (const cell of subscription.cells) {
        if (!this.area.has(cell)) this.area.set(cell, new Set());
        this.area.get(cell)!.add(this.key(subscription.operator_id, subscription.subscription_id));
      }
    },
    listSubscriptions: async (operatorId: string) =>
      [...this.stored.values()]
        .filter((subscription) => subscription.operator_id === operatorId)
        .sort((a, b) => a.created_at.localeCompare(b.created_at))
        .map((subscription) => structuredClone(subscription)),
    deleteSubscription: async (operatorId: string, subscriptionId: string) => {
      const key = this.key(operatorId, subscriptionId);
      const subscription = this.stored.get(key);
      if (!subscription) return false;
      this.stored.delete(key);
      this.held.set(operatorId, (this.held.get(operatorId) ?? 1) - 1);
      for (const cell of subscription.cells) this.area.get(cell)?.delete(key);
      return true;
    },
    subscriptionsAround: async (point: Point) =>
      pointCells(point).flatMap((cell) =>
        [...(this.area.get(cell) ?? [])].flatMap((key) => {
          const subscription = this.stored.get(key)!;
          return subscription.near && areaContains(subscription.near, point) ? [structuredClone(subscription)] : [];
        }),
      ),
    announceBatchOnce: async (batchId: string) => {
      if (this.announcedBatches.has(batchId)) return false;
      this.announcedBatches.add(batchId);
      return true;
    },
  };

  readonly send = async (subscription: PushSubscription, payload: string): Promise<PushOutcome> => {
    this.sent.push({ subscriptionId: subscription.subscription_id, endpoint: subscription.endpoint, payload: JSON.parse(payload) });
    return this.answer(subscription.endpoint);
  };

  readonly publicKey = async () => 'BPublicKey';

  readonly checkEndpoint = async (url: string) => {
    if (this.refusedEndpoints.has(url)) throw callbackUrlErrors.callbackUrlPrivate();
  };

  readonly getTask = async (taskId: string) => this.tasks.get(taskId);
}
