import { platformErrors } from '../../../../platform/kernel/errors';
import { decideResend, newVerificationToken, RESEND_LIMITS } from '../domain/email-verification';
import { agentErrors } from '../errors';
import type { VerificationPorts } from '../ports';
import { sendVerificationEmail } from './verification-email';

/**
 * Sends a new verification mail; the new token retires every earlier one. Returns the address
 * it went to. Unlike at registration, a mail that cannot be sent is a failure of the request.
 * 1. the agent exists and is not verified yet;
 * 2. at most one resend a minute and ten a day per address (contexts/accounts/agents/domain/email-verification.ts), taken by a
 *    conditional write, so parallel requests cannot pass together (429 with Retry-After);
 * 3. a new token replaces the old, and the mail goes out.
 */
export const resendVerification = async (deps: VerificationPorts, agentId: string, now: Date): Promise<{ email: string }> => {
  const { agents } = deps;
  const agent = await agents.getAgent(agentId);
  if (!agent) throw agentErrors.agentNotFound();
  if (agent.email_verified) throw agentErrors.emailAlreadyVerified();
  const history = await agents.getResendHistory(agent.email);
  const decision = decideResend(history, now);
  if (!decision.allowed) throw platformErrors.rateLimited(decision.retryAfterSeconds);
  // Another resend took this slot between our read and our write.
  if (!(await agents.recordResend(agent.email, decision.next, history))) throw platformErrors.rateLimited(RESEND_LIMITS.intervalMs / 1000);
  const token = newVerificationToken(now);
  await agents.replaceVerificationToken(agent.agent_id, { tokenHash: token.tokenHash, expiresAt: token.expiresAt });
  if (!(await sendVerificationEmail(deps, agent.email, token))) throw new Error('Verification email could not be sent');
  return { email: agent.email };
};
