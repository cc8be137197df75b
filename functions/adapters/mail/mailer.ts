import type { Email } from '../../platform/kernel/email';

/** Where the service's mail goes: SES when deployed, the captured-mail store locally. */
export interface Mailer {
  send(email: Email): Promise<void>;
}
