import { logger } from '../../../../platform/logging/logger';
import type { VerificationToken } from '../domain/email-verification';
import type { Mail } from '../ports';

/**
 * Sends the verification mail. A mail failure does not undo what was committed before it:
 * the agent can ask again through POST /api/v1/agents/resend-verification.
 */
export const sendVerificationEmail = async (
  deps: { mail: Mail; publicBaseUrl: string | undefined },
  to: string,
  token: VerificationToken,
): Promise<boolean> => {
  const link = deps.publicBaseUrl ? `\n\nOr open: ${deps.publicBaseUrl}/verify-email?token=${token.token}` : '';
  try {
    await deps.mail.send({
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
