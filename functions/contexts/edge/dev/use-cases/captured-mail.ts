import type { Email } from '../../../../platform/kernel/email';
import type { DevMailPorts } from '../ports';

/** Development only: the mail the service would have sent, oldest first, optionally to one address. Reads only. */
export const capturedMail = (deps: DevMailPorts, to: string | undefined): Promise<Email[]> => deps.listCapturedMail(to);
