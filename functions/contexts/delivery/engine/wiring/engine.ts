import { resolveCallbackTarget } from '../../../../adapters/callbacks/callback-url';
import { postCallback } from '../../../../adapters/callbacks/post-callback';
import { secretBox } from '../../../../adapters/callbacks/secret-box';
import { config } from '../../../../platform/settings';
import type { DeliveryEnginePorts, DeliveryTransport, SecretSealer } from '../ports';

/** HTTPS to the address checked just before, pinned (no DNS rebinding between check and connect). */
export const deliveryTransport: DeliveryTransport = {
  send: async (url, headers, body) =>
    postCallback(await resolveCallbackTarget(url, { allowHosts: config.callbackAllowHosts }), headers, body, config.callbacks.timeoutMs),
};

/** What seals and opens the secrets deliveries are signed or authorized with: KMS when deployed, a key file locally (chosen at first use). */
export const sealer: SecretSealer = {
  seal: (plaintext, context) => secretBox().seal(plaintext, context),
  open: (sealed, context) => secretBox().open(sealed, context),
};

/** The composition root of the delivery engine: the transport, and the callbacks' retry schedule, which every kind of delivery keeps. */
export const deliveryEngine: DeliveryEnginePorts = { transport: deliveryTransport, retry: config.callbacks.retry };
