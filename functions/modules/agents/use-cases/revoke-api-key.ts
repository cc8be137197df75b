import { nothingToSeal, type Seal } from '../../../platform/table/seal';
import { revokeKey } from '../store/agents-store';

/** Revokes one of the agent's keys (with what `seal` adds for its id): it stops authenticating at once. Any key may go, the last one included. */
export const revokeApiKey = (agentId: string, keyId: string, now: Date, seal: Seal<string> = nothingToSeal): Promise<void> =>
  revokeKey(agentId, keyId, now.toISOString(), seal(keyId));
