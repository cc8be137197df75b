import * as z from 'zod/mini';
import { withMeta } from '../../../../../platform/wire/meta';
import { idParams } from '../../../../../platform/wire/schemas';
import { agentHandler } from '../../../../accounts/agents/wiring/agent-handler';
import { retrieveCredential } from '../../use-cases/retrieve-credential';
import { agentTaskReads } from '../../wiring/agent-task-reads';

const encryptedCredential = /* @__PURE__ */ withMeta(
  /* @__PURE__ */ z.object({
    protected: /* @__PURE__ */ withMeta(/* @__PURE__ */ z.string(), {
      description: 'base64url of the protected header: `alg` RSA-OAEP-256 or ECDH-ES+A256KW, `enc` A256GCM',
    }),
    encrypted_key: /* @__PURE__ */ z.string(),
    iv: /* @__PURE__ */ z.string(),
    ciphertext: /* @__PURE__ */ z.string(),
    tag: /* @__PURE__ */ z.string(),
  }),
  {
    id: 'EncryptedCredential',
    description:
      "A JWE in flattened JSON serialization (RFC 7516), encrypted to the task's agent_public_key; its plaintext is the credential object the operator submitted",
  },
);

const responses = !import.meta.bundled && { 200: z.object({ task_id: z.string(), encrypted_credential: encryptedCredential }) };

/** The operator's credential, as the JWE it was encrypted to at submit; only the agent's private key opens it. */
export const handler = agentHandler({ scope: 'tasks:write', params: idParams, responses })(async (request) => {
  const credential = await retrieveCredential(agentTaskReads, request.params.id, request.principal.agentId);
  return { status: 200, body: { task_id: credential.taskId, encrypted_credential: credential.encryptedCredential } };
});
