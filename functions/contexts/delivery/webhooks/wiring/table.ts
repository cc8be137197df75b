import { deliveryTimeOf } from '../domain/webhook-signatures';
import type { WebhookDeliveriesStore, WebhookPorts, WebhooksStore } from '../ports';
import {
  deleteWebhook,
  getDelivery,
  getWebhook,
  insertDelivery,
  insertWebhook,
  listWebhooks,
  pageDeliveries,
  recordDeliveryAttempt,
  replayDelivery,
  rotateSecret,
  updateWebhook,
} from '../store/webhooks-store';

export const webhooksTable: WebhooksStore = { getWebhook, listWebhooks, insertWebhook, updateWebhook, rotateSecret, deleteWebhook };

export const webhookDeliveriesTable: WebhookDeliveriesStore = {
  insertDelivery,
  // A delivery is stored under its time, which its id carries; an id this service did not make names none.
  getDelivery: async (webhookId, deliveryId) => {
    const createdAt = deliveryTimeOf(deliveryId);
    return createdAt === undefined ? undefined : getDelivery(webhookId, deliveryId, createdAt);
  },
  pageDeliveries,
  replayDelivery,
  recordAttempt: recordDeliveryAttempt,
};

/** The routes that read endpoints and their deliveries or delete an endpoint: the tables alone, so their bundles hold no sealer, transport or URL rules. */
export const webhookTables: Pick<WebhookPorts, 'webhooks' | 'deliveries'> = { webhooks: webhooksTable, deliveries: webhookDeliveriesTable };
