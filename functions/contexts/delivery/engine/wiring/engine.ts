import { resolveCallbackTarget } from '../../../../adapters/callbacks/callback-url';
import { postCallback } from '../../../../adapters/callbacks/post-callback';
import { config } from '../../../../platform/settings';
import type { DeliveryEnginePorts, DeliveryTransport } from '../ports';

/** HTTPS to the address checked just before, pinned (no DNS rebinding between check and connect). */
export const deliveryTransport: DeliveryTransport = {
  send: async (url, headers, body) =>
    postCallback(await resolveCallbackTarget(url, { allowHosts: config.callbackAllowHosts }), headers, body, config.callbacks.timeoutMs),
};

/** The composition root of the delivery engine: the transport, and the callbacks' retry schedule, which every kind of delivery keeps. */
export const deliveryEngine: DeliveryEnginePorts = { transport: deliveryTransport, retry: config.callbacks.retry };
