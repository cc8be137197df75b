import * as z from 'zod/mini';
import { publicHandler } from '../../../../platform/http/public-handler';
import { verifyAgentEmail } from '../use-cases/verify-email';
import { emailTokens } from '../wiring/email-tokens';
import { tier } from './agent-account';

// The token is the credential here: the link in the email works without an API key.
const body = z.object({ token: z.string().check(z.minLength(1), z.maxLength(200)) });
const responses = !import.meta.bundled && { 200: z.object({ agent_id: z.string(), email_verified: z.literal(true), tier }) };

export const handler = publicHandler({ body, responses })(async ({ body, now }) => {
  const agent = await verifyAgentEmail(emailTokens, body.token, now);
  return { status: 200, body: { agent_id: agent.agentId, email_verified: true, tier: agent.tier } };
});
