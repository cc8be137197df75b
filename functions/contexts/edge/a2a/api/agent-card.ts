import { AgentCard } from '@a2a-js/sdk';
import * as z from 'zod/mini';
import { publicHandler } from '../../../../platform/http/public-handler';
import { publicOrigin } from '../../../../platform/http/public-origin';
import { withMeta } from '../../../../platform/wire/meta';
import { authorizationServerMetadata } from '../../../accounts/oauth/domain';
import { agentCard } from '../domain/a2a';

const card = /* @__PURE__ */ withMeta(/* @__PURE__ */ z.record(/* @__PURE__ */ z.string(), /* @__PURE__ */ z.unknown()), {
  id: 'AgentCard',
  description: 'The A2A agent card (A2A protocol 1.0): the /a2a JSON-RPC endpoint, its skills, push notifications and security schemes',
});

/** The A2A agent card: where the endpoint is, what it does, and how to authenticate (an API key, or the OAuth server's token). */
export const handler = publicHandler({ responses: !import.meta.bundled && { 200: card } })(async ({ headers }) => {
  const origin = publicOrigin(headers);
  const oauth = authorizationServerMetadata({ origin });
  return {
    status: 200,
    body: AgentCard.toJSON(
      agentCard({
        origin,
        authorizationUrl: oauth.authorization_endpoint,
        tokenUrl: oauth.token_endpoint,
        oauthMetadataUrl: `${origin}/.well-known/oauth-authorization-server`,
      }),
    ) as Record<string, unknown>,
  };
});
