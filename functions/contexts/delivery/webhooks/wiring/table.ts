import { contribution } from '../../../../platform/table/contribution';
import { deliveryTimeOf } from '../domain/webhook-signatures';
import type { WebhookDeliveriesStore, WebhooksStore } from '../ports';
import {
  deleteWebhook,
  deliveryWrites,
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
  deliveryWrites: (delivery) => contribution(deliveryWrites(delivery)),
  // A delivery is stored under its time, which its id carries; an id this service did not make names none.
  getDelivery: async (webhookId, deliveryId) => {
    const createdAt = deliveryTimeOf(deliveryId);
    return createdAt === undefined ? undefined : getDelivery(webhookId, deliveryId, createdAt);
  },
  pageDeliveries,
  replayDelivery,
  recordAttempt: recordDeliveryAttempt,
};
