import { MAX_PUSH_SUBSCRIPTIONS_PER_OPERATOR } from '../../functions/contexts/delivery/push/domain/push';
import { pushErrors } from '../../functions/contexts/delivery/push/errors';
import { NEAR_DEFAULT_RADIUS_KM, NEAR_MAX_RADIUS_KM } from '../../functions/contexts/work/tasks/domain/near';
import type { Area } from '../operation';

const ENDPOINT_RULES = 'an endpoint the callback rules refuse (https, port 443, no credentials, no private, loopback or link-local address)';

export const push: Area = {
  tag: {
    name: 'Push',
    description:
      "Web Push to the operator's devices (RFC 8291 encrypted, VAPID signed): a new open task within a device's area, an approved estimate, a message from the agent, a dispute, a confirmed payout",
  },
  operations: {
    'GET /api/v1/operator/push/key': {
      operationId: 'getPushKey',
      summary: "The service's VAPID public key",
      description: "PushManager.subscribe's `applicationServerKey`: only this service can push to a subscription made with it.",
      responses: { 200: 'The key' },
      errors: { 503: pushErrors.pushUnavailable().message },
    },
    'POST /api/v1/operator/push/subscriptions': {
      operationId: 'createPushSubscription',
      summary: "Register a device's push subscription",
      description: `The browser's PushSubscription (\`endpoint\`, \`keys.p256dh\`, \`keys.auth\`) and, optionally, an area:
new open tasks within \`radius_km\` (default ${NEAR_DEFAULT_RADIUS_KM}, at most ${NEAR_MAX_RADIUS_KM}) of \`near\` are
announced to the device; the operator's own events are sent to every device it registered. At most
${MAX_PUSH_SUBSCRIPTIONS_PER_OPERATOR} per operator. A subscription its push service answers 404 or 410 for is removed.`,
      responses: { 201: 'Registered' },
      errors: {
        400: `Validation failure (\`<field> <problem>\`), or ${ENDPOINT_RULES}`,
        422: `\`${pushErrors.tooManyPushSubscriptions(MAX_PUSH_SUBSCRIPTIONS_PER_OPERATOR).message}\``,
      },
    },
    'DELETE /api/v1/operator/push/subscriptions/{id}': {
      operationId: 'deletePushSubscription',
      summary: "Remove one of the calling operator's push subscriptions",
      description: 'Nothing more is pushed to that device.',
      params: { id: 'The subscription_id' },
      responses: { 200: 'Removed' },
      errors: { 404: `${pushErrors.pushSubscriptionNotFound().message} (missing, or another operator's)` },
    },
  },
};
