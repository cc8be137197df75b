import * as z from 'zod/mini';
import { withMeta } from '../../../../platform/wire/meta';
import { NEAR_DEFAULT_RADIUS_KM, NEAR_MAX_RADIUS_KM } from '../../../work/tasks/domain';
import { AUTH_SECRET_LENGTH, isP256Point, MAX_ENDPOINT_LENGTH, P256DH_LENGTH } from '../domain/push';

const BASE64URL = /^[A-Za-z0-9_-]*$/;

const base64url = (length: number, what: string) =>
  z.string().check(z.length(length, `must be ${what}: ${length} base64url characters, unpadded`), z.regex(BASE64URL, 'must be base64url'));

export const subscriptionBody = /* @__PURE__ */ z.object({
  endpoint: /* @__PURE__ */ withMeta(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(MAX_ENDPOINT_LENGTH)),
    {
      description: "The push service's endpoint (PushSubscription.endpoint): an https URL, held to the callback URL rules",
    },
  ),
  keys: /* @__PURE__ */ z.object({
    p256dh: /* @__PURE__ */ withMeta(
      base64url(P256DH_LENGTH, "the browser's P-256 public key").check(
        /* @__PURE__ */ z.refine(isP256Point, 'must be an uncompressed P-256 public key'),
      ),
      { description: 'The subscription\'s public key (PushSubscription.getKey("p256dh")), base64url' },
    ),
    auth: /* @__PURE__ */ withMeta(base64url(AUTH_SECRET_LENGTH, 'the 16-byte authentication secret'), {
      description: 'The subscription\'s authentication secret (PushSubscription.getKey("auth")), base64url',
    }),
  }),
  near: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ withMeta(
      /* @__PURE__ */ z.object({
        lat: /* @__PURE__ */ z.number().check(/* @__PURE__ */ z.minimum(-90), /* @__PURE__ */ z.maximum(90)),
        lng: /* @__PURE__ */ z.number().check(/* @__PURE__ */ z.minimum(-180), /* @__PURE__ */ z.maximum(180)),
        radius_km: /* @__PURE__ */ z._default(
          /* @__PURE__ */ z.number().check(/* @__PURE__ */ z.gt(0), /* @__PURE__ */ z.maximum(NEAR_MAX_RADIUS_KM)),
          NEAR_DEFAULT_RADIUS_KM,
        ),
      }),
      {
        description: `New open tasks within radius_km (default ${NEAR_DEFAULT_RADIUS_KM}, at most ${NEAR_MAX_RADIUS_KM}) of this point are announced to this device; without it, none are`,
      },
    ),
  ),
});
