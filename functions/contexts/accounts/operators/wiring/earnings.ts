import { config } from '../../../../platform/settings';
import { accounts } from '../../../money/ledger/domain';
import { getBalances, readAccount } from '../../../money/ledger/store';
import { payoutsTable } from '../../../money/payouts/wiring/table';
import { getTask } from '../../../work/tasks/store';
import type { EarningsPorts, StatementPorts } from '../ports';

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

/** The composition root of the statement route: the journal's lines of the operator's accounts, the payouts, the tasks. */
export const statementReads: StatementPorts = {
  readAccountLines: async (accountId) => (await readAccount(accountId)).lines,
  payoutFee: async (payoutId) => (await payoutsTable.getPayout(payoutId))?.gas_fee_cents ?? 0,
  getTask,
};
