/**
 * The keys of the items the callbacks module owns: an agent's default callback secret.
 */
export const callbacksKeys = {
  /** The agent's default callback secret (sealed), for tasks created without one. */
  agentCallbackSecret: (agentId: string) => ({ pk: `AGENT#${agentId}`, sk: 'CALLBACK_SECRET' }),
} as const;
