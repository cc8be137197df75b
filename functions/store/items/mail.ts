import * as z from 'zod/mini';

/** Mail captured instead of sent (keys.capturedMail). */
export const capturedMailItem = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  verification_token: z.optional(z.string()),
});
