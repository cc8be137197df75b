import { errors } from '../../core/errors';
import { apiHandler, callingAgent } from '../../http/api-handler';
import { ownedTask } from './owned-task';
import { taskParams } from './params';

/** The operator's credential, as the JWE it was encrypted to at submit; only the agent's private key opens it. */
export const handler = apiHandler({ params: taskParams }, async (request) => {
  const task = await ownedTask(request.params.id, callingAgent(request).agentId, errors.credentialNotAvailable);
  if (task.task_domain !== 'CREDENTIAL' || task.status !== 'COMPLETED' || !task.encrypted_credential) throw errors.credentialNotAvailable();
  return { status: 200, body: { task_id: task.task_id, encrypted_credential: task.encrypted_credential } };
});
