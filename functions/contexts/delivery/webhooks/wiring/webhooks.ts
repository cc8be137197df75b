import { checkCallbackUrl } from '../../../../adapters/callbacks/callback-url';
import { config } from '../../../../platform/settings';
import { auditTable } from '../../../accounts/audit/wiring/table';
import { sealer } from '../../callbacks/wiring/secrets';
import { callbackTransport } from '../../callbacks/wiring/sender';
import { callbackSettings } from '../../callbacks/wiring/settings';
import type { WebhookPorts } from '../ports';
import { webhookEventOf } from '../store/webhook-events';
import { webhookDeliveriesTable, webhooksTable } from './table';

/**
 * The composition root of the webhook routes and of the sender's webhook side: the callback
 * machinery's sealer (KMS), transport (the same address checks and pinning), URL rules and retry policy.
 */
export const webhookPorts: WebhookPorts = {
  ...auditTable,
  webhooks: webhooksTable,
  deliveries: webhookDeliveriesTable,
  sealer,
  transport: callbackTransport,
  checkUrl: (url) => checkCallbackUrl(url, { allowHosts: config.callbackAllowHosts }),
  outbox: webhookEventOf,
  settings: { retry: callbackSettings.retry, stallMs: callbackSettings.timerRules.stallMs },
};
