import * as z from 'zod/mini';
import { operatorHandler } from '../../../accounts/operators/wiring/operator-handler';
import { subscribe } from '../use-cases/subscriptions';
import { subscribePorts } from '../wiring/api';
import { subscriptionBody } from './push-views';

const responses = !import.meta.bundled && { 201: z.object({ subscription_id: z.string() }) };

/** Registers a device for Web Push (at most MAX_PUSH_SUBSCRIPTIONS_PER_OPERATOR), with an area for new tasks if given. */
export const handler = operatorHandler({ body: subscriptionBody, responses })(async (request) => {
  const subscription = await subscribe(subscribePorts, request.principal.operatorId, request.body, request.now);
  return { status: 201, body: { subscription_id: subscription.subscription_id } };
});
