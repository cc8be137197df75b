import { z } from 'zod';
import type { ZodOpenApiPathItemObject } from 'zod-openapi';
import { callbackEvent } from '../../functions/callbacks/callback-event';

const headers = z.object({
  'X-Signature': z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .meta({
      description:
        "HMAC-SHA256 over the raw request body, keyed with the task's `callback_secret`, as lowercase hex. Compare it in constant time.",
    }),
  'X-Timestamp': z.string().meta({ description: 'When the event occurred' }),
  'webhook-id': z.string().meta({
    description: 'Standard Webhooks: the message id, the same on every retry of one event (use it to drop duplicates)',
  }),
  'webhook-timestamp': z
    .string()
    .regex(/^\d+$/)
    .meta({ description: 'Standard Webhooks: when this delivery attempt was signed, in seconds since the Unix epoch' }),
  'webhook-signature': z.string().meta({
    description:
      'Standard Webhooks: space-separated signatures, each `v1,` and the base64 HMAC-SHA256 of ' +
      "`{webhook-id}.{webhook-timestamp}.{body}` keyed with the task's `callback_secret`",
  }),
});

/** The callback a task's `callback_url` receives at every status change (OpenAPI 3.1 `webhooks`). */
export const webhooks: Record<string, ZodOpenApiPathItemObject> = {
  taskStatusChanged: {
    post: {
      operationId: 'taskStatusChanged',
      tags: ['Callbacks'],
      summary: "A task changed status (POST to the task's callback_url)",
      description: `Sent to the task's \`callback_url\` (https only; the address is checked again at delivery) at
every status transition, sandbox tasks included. The same event may arrive more than once: \`task_id\`
and \`status\` together (or \`webhook-id\`) identify it. A delivery that does not get a 2xx answer within
5 seconds is retried with exponential backoff for at least 24 hours, then parked in a dead-letter queue.`,
      security: [], // the receiver checks the signature headers; the service presents no credential
      requestParams: { header: headers },
      requestBody: { required: true, content: { 'application/json': { schema: callbackEvent } } },
      responses: { 200: { description: 'Received: answer within 5 seconds (any 2xx counts)' } },
    },
  },
};
