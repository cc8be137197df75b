import { sealer } from '../../engine/wiring/sealer';
import type { CallbackPorts } from '../ports';
import { getAgentCallbackSecret, keepAgentCallbackSecret } from '../store/callbacks-store';

/** The composition root of what reads or creates callback secrets: the sender, the reveal route. */
export const callbackSecrets: Pick<CallbackPorts, 'agentSecrets' | 'sealer'> = {
  agentSecrets: { getAgentCallbackSecret, keepAgentCallbackSecret },
  sealer,
};
