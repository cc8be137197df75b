import { itemKey, parseItem } from '../../../../platform/table/read-item';
import type { OpenHolds } from '../../../money/ledger/ports';
import { tasksKeys } from './keys';
import { taskCoreItem } from './task-item';
import { listAllAgentTasks } from './tasks-store';

/** A task item's keys, its id left out: a partition prefix and a sort key. */
const TASK = tasksKeys.task('');

/** The escrow tasks hold, as the ledger audit checks each agent's escrow account against it: a task's item holds its escrow_cents. */
export const openHolds: OpenHolds = {
  heldIn: (item) => {
    const { pk, sk } = parseItem(itemKey, item);
    if (!(pk.startsWith(TASK.pk) && sk === TASK.sk)) return undefined;
    const task = parseItem(taskCoreItem, item);
    return { agentId: task.agent_id, cents: task.escrow_cents };
  },
  heldFor: async (agentId) => (await listAllAgentTasks(agentId)).reduce((sum, task) => sum + task.escrow_cents, 0),
};
