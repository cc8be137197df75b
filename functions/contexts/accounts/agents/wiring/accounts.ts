import { mailer } from '../../../../platform/mail';
import { config } from '../../../../platform/settings';
import type { RegistrationPorts, VerificationPorts } from '../ports';
import { createAgent, getAgent, getResendHistory, recordResend, replaceVerificationToken, verifyEmail } from '../store/agents-store';

/** The composition root of agent registration. */
export const agentRegistration: RegistrationPorts = { agents: { createAgent }, mail: mailer, publicBaseUrl: config.publicBaseUrl };

/** The composition root of email verification and its resends. */
export const emailVerification: VerificationPorts = {
  agents: { getAgent, getResendHistory, recordResend, replaceVerificationToken, verifyEmail },
  mail: mailer,
  publicBaseUrl: config.publicBaseUrl,
};
