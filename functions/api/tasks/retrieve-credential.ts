import { z } from 'zod';
import { errors } from '../../core/errors';
import { apiHandler, callingAgent } from '../../http/api-handler';
import { ownedTask } from './owned-task';
import { idParams } from '../../wire/schemas';

const encryptedCredential = z
  .object({
    protected: z.string().meta({ description: 'base64url of the protected header: `alg` RSA-OAEP-256 or ECDH-ES+A256KW, `enc` A256GCM' }),
    encrypted_key: z.string(),
    iv: z.string(),
    ciphertext: z.string(),
    tag: z.string(),
  })
  .meta({
    id: 'EncryptedCredential',
    description: "A JWE in flattened JSON serialization (RFC 7516), encrypted to the task's agent_public_key; its plaintext is the credential object the operator submitted",
  });

const responses = { 200: z.object({ task_id: z.string(), encrypted_credential: encryptedCredential }) };

/** The operator's credential, as the JWE it was encrypted to at submit; only the agent's private key opens it. */
export const handler = apiHandler({ params: idParams, responses })(async (request) => {
  const task = await ownedTask(request.params.id, callingAgent(request).agentId, errors.credentialNotAvailable);
  if (task.task_domain !== 'CREDENTIAL' || task.status !== 'COMPLETED' || !task.encrypted_credential) throw errors.credentialNotAvailable();
  return { status: 200, body: { task_id: task.task_id, encrypted_credential: task.encrypted_credential } };
});
