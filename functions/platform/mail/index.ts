import type { Mailer } from '../../adapters/mail/mailer';
import { SesMailer } from '../../adapters/mail/ses-mailer';
import { config } from '../settings';
import { captureMail } from './captured-mail-store';

/** In development mail is captured (readable at GET /dev/emails) and never leaves the machine. */
const capturingMailer: Mailer = { send: (email) => captureMail(email, new Date()) };

export const mailer: Mailer = config.appEnv === 'development' ? capturingMailer : new SesMailer(config.mailFrom);

export type { Mailer } from '../../adapters/mail/mailer';
