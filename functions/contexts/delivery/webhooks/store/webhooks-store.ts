import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionFailed } from '../../../../platform/kernel/conditions';
import { ddb, TABLE_NAME } from '../../../../platform/table/client';
import type { Contributes } from '../../../../platform/table/contribution';
import { epochSeconds } from '../../../../platform/table/keys';
import { queryAll } from '../../../../platform/table/query';
import { parseItem } from '../../../../platform/table/read-item';
import { commitWith, type TransactItem, transactWrite } from '../../../../platform/table/transactions';
import { agentsKeys } from '../../../accounts/agents/store/keys';
import { statusAfter } from '../../engine/domain';
import { DELIVERY_RETENTION_DAYS, type Webhook, type WebhookDelivery } from '../domain/webhooks';
import { webhookErrors } from '../errors';
import type { WebhookChanges, WebhookDeliveriesStore } from '../ports';
import { webhooksKeys } from './keys';
import { webhookDeliveryItem, webhookItem } from './webhook-items';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * An update setting `set` and removing `remove`, every attribute by a name placeholder: several of
 * these attributes (status, url, events, description) are DynamoDB reserved words.
 */
const namedUpdate = (set: Record<string, unknown>, remove: readonly string[]) => {
  const names = Object.keys(set);
  return {
    UpdateExpression: [
      names.length ? `SET ${names.map((name) => `#${name} = :${name}`).join(', ')}` : '',
      remove.length ? `REMOVE ${remove.map((name) => `#${name}`).join(', ')}` : '',
    ]
      .filter(Boolean)
      .join(' '),
    names: Object.fromEntries([...names, ...remove].map((name) => [`#${name}`, name])),
    values: Object.fromEntries(names.map((name) => [`:${name}`, set[name]])),
  };
};
/** A send item only has to live until the pipe has queued it; the queue holds the message for its retries. */
const SEND_RETENTION_MS = 2 * DAY_MS;

export const getWebhook = async (agentId: string, webhookId: string): Promise<Webhook | undefined> => {
  const { Item } = await ddb.send(
    new GetCommand({ TableName: TABLE_NAME, Key: webhooksKeys.agentWebhook(agentId, webhookId), ConsistentRead: true }),
  );
  return Item && parseItem(webhookItem, Item);
};

/** The agent's endpoints, oldest first (at most MAX_WEBHOOKS_PER_AGENT). */
export const listWebhooks = async (agentId: string): Promise<Webhook[]> => {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': agentsKeys.agent(agentId).pk, ':prefix': webhooksKeys.agentWebhookPrefix },
    ConsistentRead: true,
  });
  return items.map((item) => parseItem(webhookItem, item)).sort((a, b) => a.created_at.localeCompare(b.created_at));
};

/** The endpoint and its count on the agent in one transaction, conditioned on the count being below `limit`. */
export const insertWebhook = async (webhook: Webhook, limit: number, contribute: Contributes<Webhook>): Promise<void> => {
  try {
    await commitWith(
      [
        {
          Update: {
            TableName: TABLE_NAME,
            Key: webhooksKeys.agentWebhookCount(webhook.agent_id),
            UpdateExpression: 'SET held = if_not_exists(held, :zero) + :one',
            ConditionExpression: 'attribute_not_exists(held) OR held < :limit',
            ExpressionAttributeValues: { ':zero': 0, ':one': 1, ':limit': limit },
          },
          condition: 'webhooks_below_limit',
        },
        {
          Put: {
            TableName: TABLE_NAME,
            Item: { ...webhooksKeys.agentWebhook(webhook.agent_id, webhook.webhook_id), ...webhook },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
          condition: 'item_absent',
        },
      ],
      contribute(webhook),
    );
  } catch (error) {
    if (error instanceof ConditionFailed && error.condition === 'webhooks_below_limit') throw webhookErrors.tooManyWebhooks(limit);
    throw error;
  }
};

/** One update of an existing endpoint with its audit entry; the endpoint as it is afterwards, undefined when there is none. */
const changeWebhook = async (
  agentId: string,
  webhookId: string,
  update: { UpdateExpression: string; names?: Record<string, string>; values: Record<string, unknown> },
  contribute: Contributes<Webhook>,
): Promise<Webhook | undefined> => {
  const before = await getWebhook(agentId, webhookId);
  if (!before) return undefined;
  try {
    await commitWith(
      [
        {
          Update: {
            TableName: TABLE_NAME,
            Key: webhooksKeys.agentWebhook(agentId, webhookId),
            UpdateExpression: update.UpdateExpression,
            ConditionExpression: 'attribute_exists(pk)',
            ...(update.names ? { ExpressionAttributeNames: update.names } : {}),
            ExpressionAttributeValues: update.values,
          },
          condition: 'webhook_exists',
        },
      ],
      contribute(before),
    );
  } catch (error) {
    if (error instanceof ConditionFailed && error.condition === 'webhook_exists') return undefined;
    throw error;
  }
  return getWebhook(agentId, webhookId);
};

export const updateWebhook = (agentId: string, webhookId: string, changes: WebhookChanges, now: string, contribute: Contributes<Webhook>) =>
  changeWebhook(
    agentId,
    webhookId,
    namedUpdate(
      {
        ...(changes.url !== undefined ? { url: changes.url } : {}),
        ...(changes.events !== undefined ? { events: changes.events } : {}),
        ...(typeof changes.description === 'string' && changes.description ? { description: changes.description } : {}),
        updated_at: now,
      },
      changes.description === null || changes.description === '' ? ['description'] : [],
    ),
    contribute,
  );

/** The new secret in, the current one kept as the previous (copied within the update itself, so two rotations cannot lose one between read and write). */
export const rotateSecret = (
  agentId: string,
  webhookId: string,
  sealed: string,
  previousUntil: string,
  now: string,
  contribute: Contributes<Webhook>,
) =>
  changeWebhook(
    agentId,
    webhookId,
    {
      UpdateExpression: 'SET previous_secret_sealed = secret_sealed, secret_sealed = :sealed, previous_secret_until = :until, updated_at = :now',
      values: { ':sealed': sealed, ':until': previousUntil, ':now': now },
    },
    contribute,
  );

/** Deletes the endpoint and frees its slot in one transaction: of two deletions one frees it. */
export const deleteWebhook = async (agentId: string, webhookId: string, contribute: Contributes<string>): Promise<boolean> => {
  try {
    await commitWith(
      [
        {
          Delete: { TableName: TABLE_NAME, Key: webhooksKeys.agentWebhook(agentId, webhookId), ConditionExpression: 'attribute_exists(pk)' },
          condition: 'webhook_exists',
        },
        {
          Update: {
            TableName: TABLE_NAME,
            Key: webhooksKeys.agentWebhookCount(agentId),
            UpdateExpression: 'SET held = held - :one',
            ConditionExpression: 'held > :zero',
            ExpressionAttributeValues: { ':zero': 0, ':one': 1 },
          },
        },
      ],
      contribute(webhookId),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionFailed && error.condition === 'webhook_exists') return false;
    throw error;
  }
};

const deliveryKey = (delivery: Pick<WebhookDelivery, 'webhook_id' | 'created_at' | 'delivery_id'>) =>
  webhooksKeys.webhookDelivery(delivery.webhook_id, delivery.created_at, delivery.delivery_id);

/** The send of one generation of a delivery: its INSERT is queued by the outbox pipe. */
const sendWrite = (delivery: WebhookDelivery, generation: number, now: Date): TransactItem => ({
  Put: {
    TableName: TABLE_NAME,
    Item: {
      ...webhooksKeys.webhookSend(delivery.delivery_id, generation),
      webhook_send: true,
      agent_id: delivery.agent_id,
      webhook_id: delivery.webhook_id,
      delivery_id: delivery.delivery_id,
      generation,
      expires_at: epochSeconds(new Date(now.getTime() + SEND_RETENTION_MS)),
    },
    ConditionExpression: 'attribute_not_exists(pk)',
  },
  condition: 'item_absent',
});

/** The delivery and its first send, each written once ('item_absent'). */
const deliveryWrites = (delivery: WebhookDelivery): TransactItem[] => [
  {
    Put: {
      TableName: TABLE_NAME,
      Item: {
        ...deliveryKey(delivery),
        ...delivery,
        expires_at: epochSeconds(new Date(Date.parse(delivery.created_at) + DELIVERY_RETENTION_DAYS * DAY_MS)),
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
    condition: 'item_absent',
  },
  sendWrite(delivery, delivery.generation, new Date()),
];

/** The delivery and its first send, unless the delivery exists (the same event fanned out again): false then. */
export const insertDelivery = async (delivery: WebhookDelivery): Promise<boolean> => {
  try {
    await transactWrite(deliveryWrites(delivery));
    return true;
  } catch (error) {
    if (error instanceof ConditionFailed && error.condition === 'item_absent') return false;
    throw error;
  }
};

export const getDelivery = async (webhookId: string, deliveryId: string, createdAt: string): Promise<WebhookDelivery | undefined> => {
  const { Item } = await ddb.send(
    new GetCommand({ TableName: TABLE_NAME, Key: webhooksKeys.webhookDelivery(webhookId, createdAt, deliveryId), ConsistentRead: true }),
  );
  return Item && parseItem(webhookDeliveryItem, Item);
};

/** A page of the endpoint's deliveries, newest first, after `after` (`<created_at>#<delivery_id>`). */
export const pageDeliveries: WebhookDeliveriesStore['pageDeliveries'] = async (webhookId, limit, after) => {
  const partition = webhooksKeys.webhookDeliveriesPartition(webhookId);
  const { Items = [], LastEvaluatedKey } = await ddb.send(
    new QueryCommand({
      TableName: TABLE_NAME,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': partition, ':prefix': webhooksKeys.webhookDeliveryPrefix },
      ScanIndexForward: false,
      Limit: limit,
      ConsistentRead: true,
      // The partition is the endpoint's (checked to be the caller's), whatever the cursor said.
      ...(after ? { ExclusiveStartKey: { pk: partition, sk: `${webhooksKeys.webhookDeliveryPrefix}${after}` } } : {}),
    }),
  );
  const last = LastEvaluatedKey && String(LastEvaluatedKey.sk).slice(webhooksKeys.webhookDeliveryPrefix.length);
  return { deliveries: Items.map((item) => parseItem(webhookDeliveryItem, item)), ...(last ? { last } : {}) };
};

/** The next generation and its send, if the delivery is still at the generation seen: false when another replay took it. */
export const replayDelivery = async (delivery: WebhookDelivery, now: string): Promise<boolean> => {
  const next = delivery.generation + 1;
  try {
    await transactWrite([
      {
        Update: {
          TableName: TABLE_NAME,
          Key: deliveryKey(delivery),
          UpdateExpression: 'SET generation = :next, #status = :pending, attempts = :zero, replayed_at = :now REMOVE last_error',
          ConditionExpression: 'generation = :seen',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':next': next, ':seen': delivery.generation, ':pending': 'PENDING', ':zero': 0, ':now': now },
        },
        condition: 'delivery_generation',
      },
      sendWrite(delivery, next, new Date(now)),
    ]);
    return true;
  } catch (error) {
    if (error instanceof ConditionFailed && error.condition === 'delivery_generation') return false;
    throw error;
  }
};

/** Records an attempt of `generation`: nothing when the delivery moved on to a later one or was delivered in this one. */
export const recordDeliveryAttempt: WebhookDeliveriesStore['recordAttempt'] = async (delivery, generation, attempt) => {
  const set = {
    status: statusAfter(attempt.outcome),
    attempts: attempt.attempts,
    ...(attempt.responseCode !== undefined ? { last_status_code: attempt.responseCode } : {}),
    ...(attempt.outcome === 'delivered' ? {} : { last_error: attempt.error }),
  };
  const remove = [...(attempt.responseCode === undefined ? ['last_status_code'] : []), ...(attempt.outcome === 'delivered' ? ['last_error'] : [])];
  const { UpdateExpression, names, values } = namedUpdate(set, remove);
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: deliveryKey(delivery),
        UpdateExpression,
        ConditionExpression: 'attribute_exists(pk) AND generation = :generation AND #current <> :delivered',
        ExpressionAttributeNames: { ...names, '#current': 'status' },
        ExpressionAttributeValues: { ...values, ':generation': generation, ':delivered': 'DELIVERED' },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
};
