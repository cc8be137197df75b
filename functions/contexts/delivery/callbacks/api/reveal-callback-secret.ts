import * as z from 'zod/mini';
import { withMeta } from '../../../../platform/wire/meta';
import { timestamp } from '../../../../platform/wire/schemas';
import { agentHandler } from '../../../accounts/agents/wiring/agent-handler';
import { revealAgentSecret } from '../use-cases/callback-secrets';
import { callbackSecrets } from '../wiring/secrets';

const responses = !import.meta.bundled && {
  200: z.object({
    callback_secret: withMeta(z.string(), { description: 'Shown in this response only, never again' }),
    created_at: timestamp,
  }),
};

/**
 * The agent's default callback secret, which signs the callbacks of tasks created without a
 * callback_secret. Shown once, like an API key: a second call answers 409.
 */
export const handler = agentHandler({ scope: 'webhooks:write', responses })(async (request) => ({
  status: 200,
  body: await revealAgentSecret(callbackSecrets, request.principal.agentId, request.now),
}));
