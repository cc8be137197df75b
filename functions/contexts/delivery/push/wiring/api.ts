import { checkCallbackUrl } from '../../../../adapters/callbacks/callback-url';
import { config } from '../../../../platform/settings';
import type { PushPorts } from '../ports';
import { vapidKeys } from './keys';
import { pushSubscriptionsTable } from './table';

// The composition roots of the subscription routes, one for each, so that a route's bundle holds
// only what it calls: the key's no table, the removal's no address checks.

/** The key route's: the VAPID public key. */
export const pushKeyPorts: Pick<PushPorts, 'publicKey'> = {
  publicKey: async () => (await vapidKeys()).publicKey,
};

/** The subscription's: the table, and the callback URL rules (with PUSH_ALLOW_HOSTS) for the device's endpoint. */
export const subscribePorts: Pick<PushPorts, 'subscriptions' | 'checkEndpoint'> = {
  subscriptions: pushSubscriptionsTable,
  checkEndpoint: (url) => checkCallbackUrl(url, { allowHosts: config.push.allowHosts }),
};

/** The removal's: the table. */
export const unsubscribePorts: Pick<PushPorts, 'subscriptions'> = { subscriptions: pushSubscriptionsTable };
