import type { Email } from '../../../platform/kernel/email';
import { listCapturedMail } from '../../../platform/mail/captured-mail-store';

/** Development only: the mail the service would have sent, oldest first, optionally to one address. Reads only. */
export const capturedMail = (to: string | undefined): Promise<Email[]> => listCapturedMail(to);
