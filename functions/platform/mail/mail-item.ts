import * as z from 'zod/mini';
import { itemSchema } from '../table/read-item';

/** Mail captured instead of sent (platformKeys.capturedMail). */
export const capturedMailItem = itemSchema(() =>
  z.object({
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    verification_token: z.optional(z.string()),
  }),
);
