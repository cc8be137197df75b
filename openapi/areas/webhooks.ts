import { MAX_WEBHOOK_DESCRIPTION, MAX_WEBHOOKS_PER_AGENT } from '../../functions/contexts/delivery/webhooks/domain/webhooks';

import { webhookErrors } from '../../functions/contexts/delivery/webhooks/errors';
import type { Area } from '../operation';

const NOT_FOUND = `${webhookErrors.webhookNotFound().message} (missing, or another agent's endpoint)`;
const URL_RULES = '400 for a URL the callback rules refuse (https, port 443, no credentials, no private, loopback or link-local address)';

export const webhooks: Area = {
  tag: {
    name: 'Webhooks',
    description:
      "Endpoints that receive the agent's events, signed as Standard Webhooks (`webhook-id`, `webhook-timestamp`, `webhook-signature`; body `{ type, timestamp, data }`)",
  },
  operations: {
    'POST /api/v1/webhooks': {
      operationId: 'createWebhook',
      summary: 'Add a webhook endpoint',
      description: `\`events\`: any of \`task.created\`, \`task.status_changed\`, \`task.message\`, \`deposit.confirmed\`,
\`webhook.test\`, or \`*\` for all. \`secret\` (\`whsec_\`...) is shown this once: deliveries are signed with it as
Standard Webhooks say. \`description\` at most ${MAX_WEBHOOK_DESCRIPTION} characters. An agent holds at most
${MAX_WEBHOOKS_PER_AGENT} endpoints. Recorded in the audit log.`,
      responses: { 201: 'The endpoint and its secret' },
      errors: {
        400: `Validation failure (\`<field> <problem>\`), or ${URL_RULES}`,
        422: `\`${webhookErrors.tooManyWebhooks(MAX_WEBHOOKS_PER_AGENT).message}\``,
      },
    },
    'GET /api/v1/webhooks': {
      operationId: 'listWebhooks',
      summary: "The calling agent's webhook endpoints",
      description: 'Oldest first; secrets are never shown again.',
      responses: { 200: 'The endpoints' },
    },
    'GET /api/v1/webhooks/{id}': {
      operationId: 'getWebhook',
      summary: 'One webhook endpoint',
      params: { id: 'The webhook_id' },
      responses: { 200: 'The endpoint' },
      errors: { 404: NOT_FOUND },
    },
    'PATCH /api/v1/webhooks/{id}': {
      operationId: 'updateWebhook',
      summary: "Change an endpoint's URL, events or description",
      description: 'At least one of them; `description: null` clears it. The secret stays. Recorded in the audit log.',
      params: { id: 'The webhook_id' },
      responses: { 200: 'The endpoint as it is now' },
      errors: { 400: `Validation failure, \`${webhookErrors.webhookNothingToUpdate().message}\`, or ${URL_RULES}`, 404: NOT_FOUND },
    },
    'DELETE /api/v1/webhooks/{id}': {
      operationId: 'deleteWebhook',
      summary: 'Delete a webhook endpoint',
      description: 'Nothing more is sent to it, retries included. Recorded in the audit log.',
      params: { id: 'The webhook_id' },
      responses: { 200: 'Deleted' },
      errors: { 404: NOT_FOUND },
    },
    'POST /api/v1/webhooks/{id}/rotate': {
      operationId: 'rotateWebhookSecret',
      summary: "Replace an endpoint's signing secret",
      description: `The new secret is shown this once. For 24 hours every delivery carries two signatures in
\`webhook-signature\` (\`v1,<new> v1,<old>\`), so the receiver can switch secrets when it likes; a second rotation
within the 24 hours keeps only the two newest. Recorded in the audit log.`,
      params: { id: 'The webhook_id' },
      responses: { 200: 'The new secret' },
      errors: { 404: NOT_FOUND },
    },
    'POST /api/v1/webhooks/{id}/test': {
      operationId: 'testWebhook',
      summary: 'Send a webhook.test event to an endpoint',
      description: 'Sent whatever the endpoint subscribes to, as any other delivery (retries, delivery list, replay).',
      params: { id: 'The webhook_id' },
      responses: { 202: 'Queued' },
      errors: { 404: NOT_FOUND },
    },
    'GET /api/v1/webhooks/{id}/deliveries': {
      operationId: 'listWebhookDeliveries',
      summary: "An endpoint's deliveries, newest first",
      description: 'Paged by `next_cursor`; each delivery is kept 30 days.',
      params: { id: 'The webhook_id' },
      responses: { 200: 'A page of deliveries' },
      errors: { 400: 'Validation failure, or `Invalid cursor` (a cursor made for another endpoint)', 404: NOT_FOUND },
    },
    'POST /api/v1/webhooks/{id}/deliveries/{delivery_id}/replay': {
      operationId: 'replayWebhookDelivery',
      summary: 'Send a delivery again',
      description: `Same \`webhook-id\` and body, signed afresh; its attempts start again. A delivery still PENDING is
on its way already and is not queued twice.`,
      params: { id: 'The webhook_id', delivery_id: 'The delivery_id' },
      responses: { 202: 'Queued' },
      errors: { 404: `${NOT_FOUND}, or \`${webhookErrors.webhookDeliveryNotFound().message}\`` },
    },
  },
};
