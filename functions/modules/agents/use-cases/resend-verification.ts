import { errors } from '../../../platform/kernel/errors';
import { ConditionFailed } from '../../../platform/table/transactions';
import { decideResend, newVerificationToken, RESEND_LIMITS } from '../domain/email-verification';
import { getAgent, getResendHistory, recordResend, replaceVerificationToken } from '../store/agents-store';
import { sendVerificationEmail } from './verification-email';

/**
 * Sends a new verification mail; the new token retires every earlier one. Returns the address
 * it went to. Unlike at registration, a mail that cannot be sent is a failure of the request.
 * 1. the agent exists and is not verified yet;
 * 2. at most one resend a minute and ten a day per address (core/email-verification), taken by a
 *    conditional write, so parallel requests cannot pass together (429 with Retry-After);
 * 3. a new token replaces the old, and the mail goes out.
 */
export const resendVerification = async (agentId: string, now: Date): Promise<{ email: string }> => {
  const agent = await getAgent(agentId);
  if (!agent) throw errors.agentNotFound();
  if (agent.email_verified) throw errors.emailAlreadyVerified();
  const history = await getResendHistory(agent.email);
  const decision = decideResend(history, now);
  if (!decision.allowed) throw errors.rateLimited(decision.retryAfterSeconds);
  try {
    await recordResend(agent.email, decision.next, history);
  } catch (error) {
    // Another resend took this slot between our read and our write.
    if (error instanceof ConditionFailed && error.condition === 'resend_allowed') throw errors.rateLimited(RESEND_LIMITS.intervalMs / 1000);
    throw error;
  }
  const token = newVerificationToken(now);
  await replaceVerificationToken(agent.agent_id, { tokenHash: token.tokenHash, expiresAt: token.expiresAt });
  if (!(await sendVerificationEmail(agent.email, token))) throw new Error('Verification email could not be sent');
  return { email: agent.email };
};
