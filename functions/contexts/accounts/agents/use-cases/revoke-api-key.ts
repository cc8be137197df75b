import { type Contributes, contributesNothing } from '../../../../platform/table/contribution';
import type { KeyPorts } from '../ports';

/** Revokes one of the agent's keys (with what `contribute` adds for its id): it stops authenticating at once. Any key may go, the last one included. */
export const revokeApiKey = (
  deps: KeyPorts,
  agentId: string,
  keyId: string,
  now: Date,
  contribute: Contributes<string> = contributesNothing,
): Promise<void> => deps.agents.revokeKey(agentId, keyId, now.toISOString(), contribute(keyId));
