/**
 * The keys of the items the safety module owns: what the acceptable use policy met of an agent.
 */
export const safetyKeys = {
  /** What the acceptable use policy met of the agent: its refused and held requests, the reports on its tasks (the back office's look-up). */
  agentSafetyRecord: (agentId: string) => ({ pk: `AGENT#${agentId}`, sk: 'SAFETY_RECORD' }),
} as const;
