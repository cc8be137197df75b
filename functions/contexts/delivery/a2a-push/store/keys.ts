/**
 * The keys of the items the a2a-push module owns: a2A push notification configs registered on a task, and
 * where each push to them stands.
 */
export const a2aPushKeys = {
  /** A push notification config an A2A client registered on a task: where its status changes go, and the sealed token. */
  taskA2aPushConfig: (taskId: string, configId: string) => ({ pk: `TASK#${taskId}`, sk: `A2A_PUSH#${configId}` }),
  taskA2aPushConfigPrefix: 'A2A_PUSH#',
  /** Where one status change's push to one A2A config stands (DELIVERED, FAILED); not under A2A_PUSH#. */
  taskA2aPushSent: (taskId: string, version: number, configId: string) => ({
    pk: `TASK#${taskId}`,
    sk: `A2A_SENT#${String(version).padStart(6, '0')}#${configId}`,
  }),
} as const;
