import { newVerificationToken } from '../../core/email-verification';
import { errors } from '../../core/errors';
import { getAgent, replaceVerificationToken } from '../../store/agents';
import { sendVerificationEmail } from './verification-email';

/**
 * Sends a new verification mail; the new token retires every earlier one. Returns the address
 * it went to. Unlike at registration, a mail that cannot be sent is a failure of the request.
 */
export const resendVerification = async (agentId: string, now: Date): Promise<{ email: string }> => {
  const agent = await getAgent(agentId);
  if (!agent) throw errors.agentNotFound();
  if (agent.email_verified) throw errors.emailAlreadyVerified();
  const token = newVerificationToken(now);
  await replaceVerificationToken(agent.agent_id, { tokenHash: token.tokenHash, expiresAt: token.expiresAt });
  if (!(await sendVerificationEmail(agent.email, token))) throw new Error('Verification email could not be sent');
  return { email: agent.email };
};
