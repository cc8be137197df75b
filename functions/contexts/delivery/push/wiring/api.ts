import { checkCallbackUrl } from '../../../../adapters/callbacks/callback-url';
import { config } from '../../../../platform/settings';
import type { PushPorts } from '../ports';
import { vapidKeys } from './keys';
import { pushSubscriptionsTable } from './table';

/** The composition root of the subscription routes: the table, the callback URL rules (with PUSH_ALLOW_HOSTS), the public key. */
export const pushApiPorts: Pick<PushPorts, 'subscriptions' | 'checkEndpoint' | 'publicKey'> = {
  subscriptions: pushSubscriptionsTable,
  checkEndpoint: (url) => checkCallbackUrl(url, { allowHosts: config.push.allowHosts }),
  publicKey: async () => (await vapidKeys()).publicKey,
};
