import { z } from 'zod';
import { generateApiKey } from '../../core/api-keys';
import { sandboxInfo } from '../../core/sandbox';
import { newId } from '../../core/secrets';
import { apiHandler } from '../../http/api-handler';
import { createAgent, normalizeEmail } from '../../store/agents';
import { apiKeySecret, tierLimits } from '../../wire/schemas';
import { issueVerificationToken, sendVerificationEmail } from './verification-email';

const body = z.object({
  name: z.string().trim().min(1).max(200),
  email: z.email().max(254),
  company: z.string().trim().max(200).optional(),
});
const responses = {
  201: z.object({
    agent_id: z.string(),
    api_key: apiKeySecret,
    key_id: z.string(),
    key_prefix: z.string(),
    tier: z.literal('SANDBOX'),
    verification_required: z.boolean(),
    sandbox_info: z.object({ what: z.string(), why: z.string(), how_to_upgrade: z.string(), limits: tierLimits }),
    message: z.string(),
  }),
};

export const handler = apiHandler({ body, responses })(async ({ body, now }) => {
  const agentId = newId('agt');
  const key = { ...generateApiKey(), keyId: newId('key'), name: 'Default key' };
  const token = issueVerificationToken(now);
  const email = normalizeEmail(body.email);

  await createAgent(
    { agent_id: agentId, name: body.name, email, company: body.company, tier: 'SANDBOX', email_verified: false, created_at: now.toISOString() },
    key,
    { tokenHash: token.tokenHash, expiresAt: token.expiresAt },
  );
  await sendVerificationEmail(email, token);

  return {
    status: 201,
    body: {
      agent_id: agentId,
      api_key: key.apiKey,
      key_id: key.keyId,
      key_prefix: key.keyPrefix,
      tier: 'SANDBOX',
      verification_required: true,
      sandbox_info: sandboxInfo(),
      message: 'Agent registered. Store your API key now: it is shown only once. Check your email to verify it and leave the sandbox.',
    },
  };
});
