import { revokeKey } from '../store/agents-store';

/** Revokes one of the agent's keys: it stops authenticating at once. Any key may go, the last one included. */
export const revokeApiKey = (agentId: string, keyId: string, now: Date): Promise<void> => revokeKey(agentId, keyId, now.toISOString());
