import type { WebhookEventFilter } from '../client.js';
import type { Options, Values } from './command.js';

/** The fields of a webhook endpoint: `webhooks create` and `webhooks update`. */
export const WEBHOOK_OPTIONS: Options = { url: { type: 'string' }, event: { type: 'string', multiple: true }, description: { type: 'string' } };
export const webhookEventsOf = (values: Values) => (values.event as WebhookEventFilter[] | undefined) ?? [];
