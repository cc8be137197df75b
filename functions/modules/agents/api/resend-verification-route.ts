import * as z from 'zod/mini';
import { agentHandler } from '../../../platform/http/agent-handler';
import { resendVerification } from '../use-cases/resend-verification';

const responses = { 200: z.object({ message: z.string() }) };

export const handler = agentHandler({ scope: 'keys:write', responses })(async (request) => {
  const { email } = await resendVerification(request.principal.agentId, request.now);
  return { status: 200, body: { message: `Verification email sent to ${email}` } };
});
