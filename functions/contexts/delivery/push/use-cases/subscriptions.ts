import { newId } from '../../../../platform/kernel/secrets';
import { areaCells, MAX_PUSH_SUBSCRIPTIONS_PER_OPERATOR, type PushArea, type PushSubscription } from '../domain/push';
import { pushErrors } from '../errors';
import type { PushPorts } from '../ports';

interface SubscriptionRequest {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  near?: PushArea;
}

/**
 * A device's subscription: its endpoint held to the callback URL rules (an endpoint is a URL the
 * service will call), filed under its area's cells, counted on the operator (422 past the cap).
 */
export const subscribe = async (
  deps: Pick<PushPorts, 'subscriptions' | 'checkEndpoint'>,
  operatorId: string,
  request: SubscriptionRequest,
  now: Date,
): Promise<PushSubscription> => {
  await deps.checkEndpoint(request.endpoint);
  const subscription: PushSubscription = {
    subscription_id: newId('push'),
    operator_id: operatorId,
    endpoint: request.endpoint,
    keys: { p256dh: request.keys.p256dh, auth: request.keys.auth },
    ...(request.near ? { near: request.near } : {}),
    cells: request.near ? areaCells(request.near) : [],
    created_at: now.toISOString(),
  };
  await deps.subscriptions.insertSubscription(subscription, MAX_PUSH_SUBSCRIPTIONS_PER_OPERATOR);
  return subscription;
};

/** Removes one of the operator's subscriptions; anyone else's is `Push subscription not found` (404), as an unknown id. */
export const unsubscribe = async (deps: Pick<PushPorts, 'subscriptions'>, operatorId: string, subscriptionId: string): Promise<void> => {
  if (!(await deps.subscriptions.deleteSubscription(operatorId, subscriptionId))) throw pushErrors.pushSubscriptionNotFound();
};
