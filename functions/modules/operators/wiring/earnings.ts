import { config } from '../../../platform/settings';
import { accounts } from '../../ledger/domain';
import { getBalances, readAccount } from '../../ledger/store';
import { getTask } from '../../tasks/store';
import type { EarningsPorts } from '../ports';

/** The composition root of the earnings route: the operator's two ledger accounts and the tasks' titles. */
export const earningsReads: EarningsPorts = {
  readPending: (operatorId) => readAccount(accounts.operatorPending(operatorId)),
  readAvailable: async (operatorId) => {
    const account = accounts.operatorAvailable(operatorId);
    return (await getBalances([account])).get(account)!;
  },
  getTask,
  earningsHoldMs: config.earningsHoldMs,
};
