import { newId } from '../../../../platform/kernel/secrets';
import { mailer } from '../../../../platform/mail';
import { config } from '../../../../platform/settings';
import { getAgent, markSuspensionNotified, saveSuspension } from '../../../accounts/agents/store';
import { adminAuditEntry } from '../../../accounts/audit/wiring/table';
import { accounts } from '../../../money/ledger/domain';
import { getBalances } from '../../../money/ledger/store';
import { listOpenAgentTasks } from '../../tasks/store';
import { moveTask } from '../../tasks/wiring/moves';
import type { SuspensionPorts } from '../ports';

/** The composition root of the back office's suspend route. */
export const suspensions: SuspensionPorts = {
  agents: { getAgent, saveSuspension, markSuspensionNotified },
  tasks: { listOpenAgentTasks, moveTask },
  escrowCents: async (agentId) => {
    const account = accounts.agentEscrow(agentId);
    return (await getBalances([account])).get(account) ?? 0;
  },
  pause: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  audit: { entry: adminAuditEntry },
  mail: mailer,
  settings: { publicBaseUrl: config.publicBaseUrl },
  newId,
};
