import { checkCallbackUrl } from '../../../../adapters/callbacks/callback-url';
import { config } from '../../../../platform/settings';
import { getAgent } from '../../../accounts/agents/store';
import type { TaskPreparationPorts } from '../ports';

/** What a task is checked and priced against: the agents' table and the configured rules (creation, batches and quotes). */
export const taskPreparation: TaskPreparationPorts = {
  agents: { getAgent },
  checkCallbackUrl: (url) => checkCallbackUrl(url, { allowHosts: config.callbackAllowHosts }),
  settings: {
    platformFeeBps: config.platformFeeBps,
    restrictedTasksPerDay: config.restrictedTasksPerDay,
    claimWithinMinMinutes: config.claimWithinMinMinutes,
  },
};
