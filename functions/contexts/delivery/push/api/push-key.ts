import * as z from 'zod/mini';
import { withMeta } from '../../../../platform/wire/meta';
import { operatorHandler } from '../../../accounts/operators/wiring/operator-handler';
import { pushKeyPorts } from '../wiring/api';

const responses = !import.meta.bundled && {
  200: z.object({
    public_key: withMeta(z.string(), {
      description: "The service's VAPID public key (an uncompressed P-256 point, base64url): PushManager.subscribe's applicationServerKey",
    }),
  }),
};

/** The key a browser subscribes with, so that only this service can push to the subscription. */
export const handler = operatorHandler({ responses })(async () => ({ status: 200, body: { public_key: await pushKeyPorts.publicKey() } }));
