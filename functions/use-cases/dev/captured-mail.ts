import type { Email } from '../../core/email';
import { listCapturedMail } from '../../store/captured-mail';

/** Development only: the mail the service would have sent, oldest first, optionally to one address. Reads only. */
export const capturedMail = (to: string | undefined): Promise<Email[]> => listCapturedMail(to);
