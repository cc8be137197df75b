import * as z from 'zod/mini';
import { publicHandler } from '../../../../platform/http/public-handler';
import { acceptableUseUrl } from '../../../../platform/http/public-origin';
import { acceptableUseUrlField } from '../../../../platform/wire/schemas';
import { sandboxInfo } from '../domain/tiers';
import { registerAgent } from '../use-cases/register-agent';
import { agentRegistration } from '../wiring/accounts';
import { tierLimits } from './agent-account';
import { apiKeySecret } from './key-views';

const body = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  email: z.email().check(z.maxLength(254)),
  company: z.optional(z.string().check(z.trim(), z.maxLength(200))),
});
const responses = !import.meta.bundled && {
  201: z.object({
    agent_id: z.string(),
    api_key: apiKeySecret,
    key_id: z.string(),
    key_prefix: z.string(),
    tier: z.literal('SANDBOX'),
    verification_required: z.boolean(),
    sandbox_info: z.object({ what: z.string(), why: z.string(), how_to_upgrade: z.string(), limits: tierLimits }),
    message: z.string(),
    acceptable_use_url: acceptableUseUrlField,
  }),
};

export const handler = publicHandler({ body, responses })(async ({ body, headers, now }) => {
  const agent = await registerAgent(agentRegistration, body, now);
  return {
    status: 201,
    body: {
      agent_id: agent.agentId,
      api_key: agent.apiKey,
      key_id: agent.keyId,
      key_prefix: agent.keyPrefix,
      tier: agent.tier,
      verification_required: true,
      sandbox_info: sandboxInfo(),
      message:
        'Agent registered. Store your API key now: it is shown only once. Check your email to verify it and leave the sandbox. ' +
        'Every task is screened against the acceptable use policy (acceptable_use_url): read it before posting tasks.',
      acceptable_use_url: acceptableUseUrl(headers),
    },
  };
});
