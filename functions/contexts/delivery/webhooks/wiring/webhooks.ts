import { checkCallbackUrl } from '../../../../adapters/callbacks/callback-url';
import { config } from '../../../../platform/settings';
import { webhooksUsed } from '../../../accounts/agents/store';
import { deliveryEngine } from '../../engine/wiring/engine';
import { sealer } from '../../engine/wiring/sealer';
import type { WebhookPorts } from '../ports';
import { webhookEventOf } from '../store/webhook-events';
import { webhookDeliveriesTable, webhooksTable } from './table';

/**
 * The composition root of the webhook routes and of the sender's webhook side: the delivery engine's
 * sealer (KMS), transport (the callbacks' address checks and pinning) and retry policy, the callback URL rules.
 */
export const webhookPorts: WebhookPorts = {
  webhooks: webhooksTable,
  webhooksUsed: (webhook) => webhooksUsed(webhook.agent_id),
  deliveries: webhookDeliveriesTable,
  sealer,
  transport: deliveryEngine.transport,
  checkUrl: (url) => checkCallbackUrl(url, { allowHosts: config.callbackAllowHosts }),
  outbox: webhookEventOf,
  settings: { retry: deliveryEngine.retry, stallMs: config.timerRules.stallMs },
};
