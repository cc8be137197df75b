/**
 * The keys of the items the messages module owns: messages between a task's agent and its operator, their
 * rate counters and their events.
 */
export const messagesKeys = {
  /** A message between a task's agent and its operator, in the task's partition, oldest first. */
  taskMessage: (taskId: string, createdAt: string, messageId: string) => ({ pk: `TASK#${taskId}`, sk: `MESSAGE#${createdAt}#${messageId}` }),
  taskMessagePrefix: 'MESSAGE#',
  /** How many messages one sender sent on a task in one rate window (MESSAGE_RATE); `sender` is `agent` or the operator's id. */
  taskMessageRate: (taskId: string, sender: string, windowStart: string) => ({ pk: `TASK#${taskId}`, sk: `MESSAGE_RATE#${sender}#${windowStart}` }),
  /**
   * An operator's message as the agent's `task.message` event: its callback outbox entry and delivery
   * record, in a partition of its own so that the task's status-change events stay alone under EVENT#.
   */
  messageEvent: (messageId: string) => ({ pk: `MESSAGE#${messageId}`, sk: 'EVENT#MESSAGE' }),
} as const;
