/**
 * What a task's own callback secret is sealed to (the encryption context bound to its ciphertext):
 * its task, or the batch whose seats share one secret. A sealed secret copied onto another item does
 * not open. The task stores it sealed; the sender opens it under the same context to sign.
 */
export const callbackSecretContext = (owner: { taskId: string } | { batchId: string }): Record<string, string> =>
  'batchId' in owner ? { batch_id: owner.batchId } : { task_id: owner.taskId };
