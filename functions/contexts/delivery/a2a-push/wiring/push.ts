import { checkCallbackUrl } from '../../../../adapters/callbacks/callback-url';
import { config } from '../../../../platform/settings';
import { deliveryEngine } from '../../engine/wiring/engine';
import { sealer } from '../../engine/wiring/sealer';
import type { A2aPushPorts } from '../ports';
import { pushConfigsTable } from '../store/push-configs-store';

/**
 * The composition root of the A2A push notifications: the delivery engine (its transport, with the
 * callbacks' address checks and pinning, and its retry policy), its sealer (KMS), the callback URL rules.
 */
export const a2aPushPorts: A2aPushPorts = {
  ...deliveryEngine,
  configs: pushConfigsTable,
  sealer,
  checkUrl: (url) => checkCallbackUrl(url, { allowHosts: config.callbackAllowHosts }),
};
