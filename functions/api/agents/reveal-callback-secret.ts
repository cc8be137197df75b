import { revealAgentSecret } from '../../callbacks/callback-secrets';
import { apiHandler, callingAgent } from '../../http/api-handler';

/**
 * The agent's default callback secret, which signs the callbacks of tasks created without a
 * callback_secret. Shown once, like an API key: a second call answers 409.
 */
export const handler = apiHandler({}, async (request) => ({
  status: 200,
  body: await revealAgentSecret(callingAgent(request).agentId, request.now),
}));
