import { config } from '../../../platform/settings';
import { accounts } from '../../ledger/domain/accounts';
import { getBalances, readAccount } from '../../ledger/store/ledger-store';
import { getTask } from '../../tasks/store/tasks-store';
import { earningsAt } from '../domain/earnings';

/** How many of the newest released rewards the earnings show, with their tasks' titles. */
export const RECENT_RELEASES = 10;

/**
 * An operator's earnings, read and never written: a released reward whose holding period is
 * over shows as available; the ledger moves it there when a payout needs it (request-payout).
 */
export const getEarnings = async (operatorId: string, now: Date) => {
  const availableAccount = accounts.operatorAvailable(operatorId);
  const [pending, balances] = await Promise.all([readAccount(accounts.operatorPending(operatorId)), getBalances([availableAccount])]);
  const earnings = earningsAt(pending, balances.get(availableAccount)!, now, config.earningsHoldMs);
  const recent = await Promise.all(
    earnings.releases
      .slice(0, RECENT_RELEASES)
      .map(async (release) => ({ ...release, tips: earnings.tipsByTask.get(release.taskId) ?? 0, title: (await getTask(release.taskId))?.title })),
  );
  return { ...earnings, recent };
};
