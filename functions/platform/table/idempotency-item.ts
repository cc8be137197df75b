import * as z from 'zod/mini';
import { itemSchema } from './read-item';

/** A caller's Idempotency-Key record (platformKeys.idempotency): a lease while in progress, then the response. */
export const idempotencyItem = itemSchema(() =>
  z.discriminatedUnion('state', [
    z.object({ state: z.literal('IN_PROGRESS'), request_hash: z.string() }),
    z.object({ state: z.literal('COMPLETED'), request_hash: z.string(), response_status: z.number().check(z.int()), response_body: z.string() }),
  ]),
);
