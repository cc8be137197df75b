import { accounts } from '../../ledger/domain';
import { getBalances, readAccount } from '../../ledger/store';
import type { EarningsPorts, SettlementPorts, StatementPorts } from '../ports';
import { clearRelease } from '../store/earnings-store';
import { settleEarnings } from '../use-cases/settle-earnings';

/** The earnings' reads of the ledger: the operator's pending account and available balance. */
export const earningsLedger: Pick<EarningsPorts, 'readPending' | 'readAvailable'> & Pick<StatementPorts, 'readAccountLines'> = {
  readPending: (operatorId) => readAccount(accounts.operatorPending(operatorId)),
  readAvailable: async (operatorId) => {
    const account = accounts.operatorAvailable(operatorId);
    return (await getBalances([account])).get(account)!;
  },
  readAccountLines: async (accountId) => (await readAccount(accountId)).lines,
};

const settlement: SettlementPorts = {
  readPendingLines: async (operatorId) => (await readAccount(accounts.operatorPending(operatorId))).lines,
  clearRelease,
};

/** The composition root of the clearing of earnings past their hold (the payout request's first step). */
export const settleOperatorEarnings = (operatorId: string, now: Date, holdMs: number): Promise<void> =>
  settleEarnings(settlement, operatorId, now, holdMs);
