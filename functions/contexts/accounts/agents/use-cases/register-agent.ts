import { normalizeEmail } from '../../../../platform/kernel/email';
import { newId } from '../../../../platform/kernel/secrets';
import { generateApiKey } from '../domain/api-keys';
import { newVerificationToken } from '../domain/email-verification';
import type { RegistrationPorts } from '../ports';
import { sendVerificationEmail } from './verification-email';

interface AgentRegistration {
  name: string;
  email: string;
  company?: string;
}

/**
 * Registers an agent in the SANDBOX tier:
 * 1. a first API key and an email verification token are made;
 * 2. the agent (its email lower-cased and unique, no webhook endpoint used yet), the key and the pending verification are written together;
 * 3. the verification mail goes out (if it fails, the agent asks again later).
 * Returns the key's secret: the only time it is ever shown.
 */
export const registerAgent = async (deps: RegistrationPorts, registration: AgentRegistration, now: Date) => {
  const agentId = newId('agt');
  const key = { ...generateApiKey(), keyId: newId('key'), name: 'Default key' };
  const token = newVerificationToken(now);
  const email = normalizeEmail(registration.email);

  await deps.agents.createAgent(
    {
      agent_id: agentId,
      name: registration.name,
      email,
      company: registration.company,
      tier: 'SANDBOX',
      email_verified: false,
      created_at: now.toISOString(),
      // No endpoint yet: its events are not written until it creates one (mayHaveWebhooks).
      webhooks_used: false,
    },
    key,
    { tokenHash: token.tokenHash, expiresAt: token.expiresAt },
  );
  await sendVerificationEmail(deps, email, token);
  return { agentId, apiKey: key.apiKey, keyId: key.keyId, keyPrefix: key.keyPrefix, tier: 'SANDBOX' as const };
};
