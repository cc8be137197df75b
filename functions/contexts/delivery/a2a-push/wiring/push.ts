import { checkCallbackUrl } from '../../../../adapters/callbacks/callback-url';
import { config } from '../../../../platform/settings';
import { sealer } from '../../callbacks/wiring/secrets';
import { callbackTransport } from '../../callbacks/wiring/sender';
import { callbackSettings } from '../../callbacks/wiring/settings';
import type { A2aPushPorts } from '../ports';
import { pushConfigsTable } from '../store/push-configs-store';

/**
 * The composition root of the A2A push notifications: the callback machinery's sealer (KMS),
 * transport (the same address checks and pinning), URL rules and retry policy.
 */
export const a2aPushPorts: A2aPushPorts = {
  configs: pushConfigsTable,
  sealer,
  transport: callbackTransport,
  checkUrl: (url) => checkCallbackUrl(url, { allowHosts: config.callbackAllowHosts }),
  retry: callbackSettings.retry,
};
