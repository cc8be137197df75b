import * as z from 'zod/mini';
import { withMeta } from '../../../../platform/wire/meta';
import { NEAR_DEFAULT_RADIUS_KM, NEAR_MAX_RADIUS_KM } from '../../../work/tasks/domain';
import { AUTH_SECRET_LENGTH, isP256Point, MAX_ENDPOINT_LENGTH, P256DH_LENGTH } from '../domain/push';

const BASE64URL = /^[A-Za-z0-9_-]*$/;

const base64url = (length: number, what: string) =>
  z.string().check(z.length(length, `must be ${what}: ${length} base64url characters, unpadded`), z.regex(BASE64URL, 'must be base64url'));

export const subscriptionBody = z.object({
  endpoint: withMeta(z.string().check(z.minLength(1), z.maxLength(MAX_ENDPOINT_LENGTH)), {
    description: "The push service's endpoint (PushSubscription.endpoint): an https URL, held to the callback URL rules",
  }),
  keys: z.object({
    p256dh: withMeta(
      base64url(P256DH_LENGTH, "the browser's P-256 public key").check(z.refine(isP256Point, 'must be an uncompressed P-256 public key')),
      { description: 'The subscription\'s public key (PushSubscription.getKey("p256dh")), base64url' },
    ),
    auth: withMeta(base64url(AUTH_SECRET_LENGTH, 'the 16-byte authentication secret'), {
      description: 'The subscription\'s authentication secret (PushSubscription.getKey("auth")), base64url',
    }),
  }),
  near: z.optional(
    withMeta(
      z.object({
        lat: z.number().check(z.minimum(-90), z.maximum(90)),
        lng: z.number().check(z.minimum(-180), z.maximum(180)),
        radius_km: z._default(z.number().check(z.gt(0), z.maximum(NEAR_MAX_RADIUS_KM)), NEAR_DEFAULT_RADIUS_KM),
      }),
      {
        description: `New open tasks within radius_km (default ${NEAR_DEFAULT_RADIUS_KM}, at most ${NEAR_MAX_RADIUS_KM}) of this point are announced to this device; without it, none are`,
      },
    ),
  ),
});

export const subscriptionParams = z.object({ id: z.string().check(z.minLength(1), z.maxLength(100)) });
