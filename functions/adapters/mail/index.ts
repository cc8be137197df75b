import { config } from '../../settings';
import { captureMail } from '../../store/captured-mail';
import type { Mailer } from './mailer';
import { SesMailer } from './ses-mailer';

/** In development mail is captured (readable at GET /dev/emails) and never leaves the machine. */
const capturingMailer: Mailer = { send: (email) => captureMail(email, new Date()) };

export const mailer: Mailer = config.appEnv === 'development' ? capturingMailer : new SesMailer(config.mailFrom);

export type { Mailer } from './mailer';
