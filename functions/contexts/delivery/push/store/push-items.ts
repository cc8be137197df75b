import * as z from 'zod/mini';
import { cents, itemOf, itemSchema } from '../../../../platform/table/read-item';
import type { PushSubscription } from '../domain/push';

const area = () => z.object({ lat: z.number(), lng: z.number(), radius_km: z.number() });

/** An operator's device (pushKeys.pushSubscription). */
export const pushSubscriptionItem = itemOf<PushSubscription>()(() => ({
  subscription_id: z.string(),
  operator_id: z.string(),
  endpoint: z.string(),
  keys: z.object({ p256dh: z.string(), auth: z.string() }),
  near: z.optional(area()),
  cells: z.array(z.string()),
  created_at: z.string(),
}));

/** A subscription's entry in one area cell (pushKeys.pushArea): its area, so the exact check needs no read of the subscription. */
export const pushAreaItem = itemSchema(() => z.object({ subscription_id: z.string(), operator_id: z.string(), near: area() }));

/** What the stream tells the sender, read from a record's images (the filters are functions/manifest/push-stream.ts). */
export const openedTaskImage = itemSchema(() => z.object({ task_id: z.string() }));
export const taskEventImage = itemSchema(() => z.object({ task_id: z.string(), status: z.string(), previous_status: z.string() }));
export const messageImage = itemSchema(() => z.object({ task_id: z.string(), operator_id: z.string(), from: z.string(), text: z.string() }));
export const payoutImage = itemSchema(() => z.object({ operator_id: z.string(), status: z.string(), net_cents: cents() }));
