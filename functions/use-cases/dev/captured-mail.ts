import type { Email } from '../../adapters/mail';
import { listCapturedMail } from '../../store/captured-mail';

/** Development only: the mail the service would have sent, oldest first, optionally to one address. Reads only. */
export const capturedMail = (to: string | undefined): Promise<Email[]> => listCapturedMail(to);
