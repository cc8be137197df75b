import { secretBox } from '../../../../adapters/callbacks/secret-box';
import type { CallbackPorts } from '../ports';
import { getAgentCallbackSecret, keepAgentCallbackSecret } from '../store/callbacks-store';

/** What seals and opens callback secrets: KMS when deployed, a key file locally (chosen at first use). */
export const sealer: CallbackPorts['sealer'] = {
  seal: (plaintext, context) => secretBox().seal(plaintext, context),
  open: (sealed, context) => secretBox().open(sealed, context),
};

/** The composition root of what reads or creates callback secrets: task creation, the reveal route. */
export const callbackSecrets: Pick<CallbackPorts, 'agentSecrets' | 'sealer'> = {
  agentSecrets: { getAgentCallbackSecret, keepAgentCallbackSecret },
  sealer,
};
