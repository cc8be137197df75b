import { nothingToSeal, type Seal } from '../../../../platform/table/seal';
import type { KeyPorts } from '../ports';

/** Revokes one of the agent's keys (with what `seal` adds for its id): it stops authenticating at once. Any key may go, the last one included. */
export const revokeApiKey = (deps: KeyPorts, agentId: string, keyId: string, now: Date, seal: Seal<string> = nothingToSeal): Promise<void> =>
  deps.agents.revokeKey(agentId, keyId, now.toISOString(), seal(keyId));
