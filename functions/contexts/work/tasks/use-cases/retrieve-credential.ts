import { taskErrors } from '../errors';
import type { TaskReader } from '../ports';
import { getOwnedTask } from './task-queries';

/**
 * The operator's credential of a COMPLETED CREDENTIAL task, as the JWE it was encrypted to at
 * submit: only the agent's private key opens it. Any other task is "not found or not completed".
 */
export const retrieveCredential = async (deps: { tasks: TaskReader }, taskId: string, agentId: string) => {
  const task = await getOwnedTask(deps, taskId, agentId, taskErrors.credentialNotAvailable);
  if (task.task_domain !== 'CREDENTIAL' || task.status !== 'COMPLETED' || !task.encrypted_credential) throw taskErrors.credentialNotAvailable();
  return { taskId: task.task_id, encryptedCredential: task.encrypted_credential };
};
