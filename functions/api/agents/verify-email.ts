import { z } from 'zod';
import { hashVerificationToken } from '../../core/email-verification';
import { tierAfterEmailVerification } from '../../core/tiers';
import { apiHandler } from '../../http/api-handler';
import { verifyEmail } from '../../store/agents';
import { tier } from '../../wire/schemas';

// The token is the credential here: the link in the email works without an API key.
const body = z.object({ token: z.string().min(1).max(200) });
const responses = { 200: z.object({ agent_id: z.string(), email_verified: z.literal(true), tier }) };

export const handler = apiHandler({ body, responses })(async ({ body, now }) => {
  const agent = await verifyEmail(hashVerificationToken(body.token), now, tierAfterEmailVerification);
  return { status: 200, body: { agent_id: agent.agent_id, email_verified: true, tier: agent.tier } };
});
