import * as z from 'zod/mini';
import { resendVerification } from '../use-cases/resend-verification';
import { emailVerification } from '../wiring/accounts';
import { agentHandler } from '../wiring/agent-handler';

const responses = !import.meta.bundled && { 200: z.object({ message: z.string() }) };

export const handler = agentHandler({ scope: 'keys:write', responses })(async (request) => {
  const { email } = await resendVerification(emailVerification, request.principal.agentId, request.now);
  return { status: 200, body: { message: `Verification email sent to ${email}` } };
});
