import { config } from '../../../../platform/settings';
import type { EarningsPorts, StatementPorts, TaskTitle } from '../../../money/earnings/ports';
import { earningsLedger } from '../../../money/earnings/wiring/ledger';
import { payoutsTable } from '../../../money/payouts/wiring/table';
import { getTask } from '../../../work/tasks/store';

const taskTitle: TaskTitle = async (taskId) => (await getTask(taskId))?.title;

/** The composition root of the earnings route: the operator's two ledger accounts and the tasks' titles. */
export const earningsReads: EarningsPorts = { ...earningsLedger, taskTitle, earningsHoldMs: config.earningsHoldMs };

/** The composition root of the statement route: the journal's lines of the operator's accounts, the payouts, the tasks. */
export const statementReads: StatementPorts = {
  readAccountLines: earningsLedger.readAccountLines,
  payoutFee: async (payoutId) => (await payoutsTable.getPayout(payoutId))?.gas_fee_cents ?? 0,
  taskTitle,
};
