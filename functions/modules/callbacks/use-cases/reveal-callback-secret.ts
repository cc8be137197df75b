import { revealAgentSecret } from './callback-secrets';

/**
 * The agent's default callback secret, which signs the callbacks of tasks created without a
 * callback_secret. Shown once, like an API key: a second call is refused.
 */
export const revealCallbackSecret = (agentId: string, now: Date): Promise<{ callback_secret: string; created_at: string }> =>
  revealAgentSecret(agentId, now);
