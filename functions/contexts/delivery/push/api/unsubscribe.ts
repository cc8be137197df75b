import * as z from 'zod/mini';
import { operatorHandler } from '../../../accounts/operators/wiring/operator-handler';
import { unsubscribe } from '../use-cases/subscriptions';
import { unsubscribePorts } from '../wiring/api';

// Its own, not beside the subscription's body in push-views.ts: that file's schemas are built wherever it is bundled.
const params = z.object({ id: z.string().check(z.minLength(1), z.maxLength(100)) });
const responses = !import.meta.bundled && { 200: z.object({ subscription_id: z.string(), deleted: z.literal(true) }) };

/** Removes one of the operator's devices: nothing more is pushed to it. */
export const handler = operatorHandler({ params, responses })(async (request) => {
  await unsubscribe(unsubscribePorts, request.principal.operatorId, request.params.id);
  return { status: 200, body: { subscription_id: request.params.id, deleted: true as const } };
});
