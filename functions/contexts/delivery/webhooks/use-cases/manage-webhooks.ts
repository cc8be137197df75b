import { newId } from '../../../../platform/kernel/secrets';
import { type Contributes, contributesAll } from '../../../../platform/table/contribution';
import { newWebhookSecret } from '../domain/webhook-signatures';
import { MAX_WEBHOOKS_PER_AGENT, PREVIOUS_SECRET_GRACE_MS, type Webhook, type WebhookEventFilter } from '../domain/webhooks';
import { webhookErrors } from '../errors';
import type { WebhookChanges, WebhookPorts } from '../ports';

type Deps = Pick<WebhookPorts, 'webhooks' | 'sealer' | 'checkUrl'>;

/** Secrets are sealed to their endpoint: a sealed secret copied onto another endpoint does not open. */
export const webhookContext = (webhookId: string) => ({ webhook_id: webhookId });

/** `*` holds every event: the rest beside it says nothing more. Duplicates go. */
const normalizedEvents = (events: readonly WebhookEventFilter[]): WebhookEventFilter[] => (events.includes('*') ? ['*'] : [...new Set(events)]);

/**
 * A new endpoint: its URL held to the callback rules, its events to the list, its secret made and
 * sealed, stored and counted in one transaction with what the caller contributes (its audit entry)
 * and the agent's mark that it uses endpoints, so its next events are written (422 at
 * MAX_WEBHOOKS_PER_AGENT). The secret is answered in the clear this once.
 */
export const createWebhook = async (
  deps: Deps & Pick<WebhookPorts, 'webhooksUsed'>,
  agentId: string,
  request: { url: string; events: WebhookEventFilter[]; description?: string },
  now: Date,
  contribute: Contributes<Webhook>,
): Promise<{ webhook: Webhook; secret: string }> => {
  await deps.checkUrl(request.url);
  const webhookId = newId('wh');
  const secret = newWebhookSecret();
  const at = now.toISOString();
  const webhook: Webhook = {
    webhook_id: webhookId,
    agent_id: agentId,
    url: request.url,
    events: normalizedEvents(request.events),
    ...(request.description ? { description: request.description } : {}),
    secret_sealed: await deps.sealer.seal(secret, webhookContext(webhookId)),
    created_at: at,
    updated_at: at,
  };
  await deps.webhooks.insertWebhook(webhook, MAX_WEBHOOKS_PER_AGENT, contributesAll(deps.webhooksUsed, contribute));
  return { webhook, secret };
};

/** One of the agent's endpoints; anyone else's is `Webhook not found` (404), as an unknown id. */
export const findWebhook = async (deps: Pick<WebhookPorts, 'webhooks'>, agentId: string, webhookId: string): Promise<Webhook> => {
  const webhook = await deps.webhooks.getWebhook(agentId, webhookId);
  if (!webhook) throw webhookErrors.webhookNotFound();
  return webhook;
};

export const listWebhooks = (deps: Pick<WebhookPorts, 'webhooks'>, agentId: string): Promise<Webhook[]> => deps.webhooks.listWebhooks(agentId);

/** Changes the URL (held to the callback rules), the events or the description (null clears it) */
export const updateWebhook = async (
  deps: Deps,
  agentId: string,
  webhookId: string,
  changes: WebhookChanges,
  now: Date,
  contribute: Contributes<Webhook>,
): Promise<Webhook> => {
  if (changes.url === undefined && changes.events === undefined && changes.description === undefined) throw webhookErrors.webhookNothingToUpdate();
  if (changes.url !== undefined) await deps.checkUrl(changes.url);
  const updated = await deps.webhooks.updateWebhook(
    agentId,
    webhookId,
    { ...changes, ...(changes.events ? { events: normalizedEvents(changes.events) } : {}) },
    now.toISOString(),
    contribute,
  );
  if (!updated) throw webhookErrors.webhookNotFound();
  return updated;
};

/** Deletes the endpoint: nothing more is sent to it (deliveries already queued find it gone). */
export const deleteWebhook = async (
  deps: Pick<WebhookPorts, 'webhooks'>,
  agentId: string,
  webhookId: string,
  contribute: Contributes<string>,
): Promise<void> => {
  if (!(await deps.webhooks.deleteWebhook(agentId, webhookId, contribute))) throw webhookErrors.webhookNotFound();
};

/**
 * A new secret, answered once; the one it replaces still signs for PREVIOUS_SECRET_GRACE_MS, so each
 * delivery meanwhile carries both signatures and the receiver can switch when it likes. A second
 * rotation within the grace drops the oldest secret: only the two newest sign.
 */
export const rotateWebhookSecret = async (
  deps: Pick<WebhookPorts, 'webhooks' | 'sealer'>,
  agentId: string,
  webhookId: string,
  now: Date,
  contribute: Contributes<Webhook>,
): Promise<{ secret: string }> => {
  const secret = newWebhookSecret();
  const rotated = await deps.webhooks.rotateSecret(
    agentId,
    webhookId,
    await deps.sealer.seal(secret, webhookContext(webhookId)),
    new Date(now.getTime() + PREVIOUS_SECRET_GRACE_MS).toISOString(),
    now.toISOString(),
    contribute,
  );
  if (!rotated) throw webhookErrors.webhookNotFound();
  return { secret };
};
