import * as z from 'zod/mini';
import { apiHandler, callingAgent } from '../../../platform/http/api-handler';
import { resendVerification } from '../use-cases/resend-verification';

const responses = { 200: z.object({ message: z.string() }) };

export const handler = apiHandler({ responses })(async (request) => {
  const { email } = await resendVerification(callingAgent(request).agentId, request.now);
  return { status: 200, body: { message: `Verification email sent to ${email}` } };
});
