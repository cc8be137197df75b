import * as z from 'zod/mini';
import { idParams } from '../../../../platform/wire/schemas';
import { revokeApiKey } from '../use-cases/revoke-api-key';
import { agentHandler } from '../wiring/agent-handler';
import { apiKeys } from '../wiring/keys';

const responses = !import.meta.bundled && { 200: z.object({ revoked: z.literal(true) }) };

/** Revokes a key; the revocation is in the audit log. */
export const handler = agentHandler({
  scope: 'keys:write',
  params: idParams,
  responses,
  audit: { action: 'key.revoked', target: (keyId: string) => keyId },
})(async (request) => {
  await revokeApiKey(apiKeys, request.principal.agentId, request.params.id, request.now, request.audit);
  return { status: 200, body: { revoked: true } };
});
