import { z } from 'zod';
import { errors } from '../../core/errors';
import { apiHandler, callingAgent } from '../../http/api-handler';
import { getAgent, replaceVerificationToken } from '../../store/agents';
import { issueVerificationToken, sendVerificationEmail } from './verification-email';

const responses = { 200: z.object({ message: z.string() }) };

export const handler = apiHandler({ responses })(async (request) => {
  const agent = await getAgent(callingAgent(request).agentId);
  if (!agent) throw errors.agentNotFound();
  if (agent.email_verified) throw errors.emailAlreadyVerified();
  const token = issueVerificationToken(request.now);
  await replaceVerificationToken(agent.agent_id, { tokenHash: token.tokenHash, expiresAt: token.expiresAt });
  const sent = await sendVerificationEmail(agent.email, token);
  if (!sent) throw new Error('Verification email could not be sent');
  return { status: 200, body: { message: `Verification email sent to ${agent.email}` } };
});
