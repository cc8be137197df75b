/**
 * The keys of the items the webhooks module owns: an agent's webhook endpoints, their count, and each
 * delivery and send.
 */
export const webhooksKeys = {
  /** An agent's webhook endpoint. */
  agentWebhook: (agentId: string, webhookId: string) => ({ pk: `AGENT#${agentId}`, sk: `WEBHOOK#${webhookId}` }),
  agentWebhookPrefix: 'WEBHOOK#',
  /** How many webhook endpoints the agent holds (MAX_WEBHOOKS_PER_AGENT); not under WEBHOOK#. */
  agentWebhookCount: (agentId: string) => ({ pk: `AGENT#${agentId}`, sk: 'WEBHOOKS_HELD' }),
  /** One event's delivery to one endpoint, in the endpoint's partition by time (`<created_at>#<delivery_id>`). */
  webhookDelivery: (webhookId: string, createdAt: string, deliveryId: string) => ({
    pk: `WEBHOOK#${webhookId}`,
    sk: `DELIVERY#${createdAt}#${deliveryId}`,
  }),
  webhookDeliveryPrefix: 'DELIVERY#',
  /** The endpoint's partition, where its deliveries are (under DELIVERY#). */
  webhookDeliveriesPartition: (webhookId: string) => `WEBHOOK#${webhookId}`,
  /**
   * A send of a delivery (its first, or a replay): its INSERT is what the outbox pipe queues. A
   * partition per delivery: the queue's message group, so one endpoint's retries hold up nothing else.
   */
  webhookSend: (deliveryId: string, generation: number) => ({ pk: `WEBHOOK_SEND#${deliveryId}`, sk: `SEND#${generation}` }),
  webhookSendPrefix: 'WEBHOOK_SEND#',
} as const;
