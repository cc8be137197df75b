import { logger } from '../../../platform/logging/logger';
import { mailer } from '../../../platform/mail';
import { config } from '../../../platform/settings';
import type { VerificationToken } from '../domain/email-verification';

/**
 * Sends the verification mail. A mail failure does not undo what was committed before it:
 * the agent can ask again through POST /api/v1/agents/resend-verification.
 */
export const sendVerificationEmail = async (to: string, token: VerificationToken): Promise<boolean> => {
  const link = config.publicBaseUrl ? `\n\nOr open: ${config.publicBaseUrl}/verify-email?token=${token.token}` : '';
  try {
    await mailer.send({
      to,
      subject: 'Verify your email for Handoff',
      text:
        `Your verification token is: ${token.token}\n\n` + `Send it to POST /api/v1/agents/verify-email as {"token": "..."} within 24 hours.${link}`,
      verification_token: token.token,
    });
    return true;
  } catch (error) {
    logger.warn('Verification email not sent', { error: error as Error });
    return false;
  }
};
