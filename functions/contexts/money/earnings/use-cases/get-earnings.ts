import { earningsAt } from '../domain/earnings';
import type { EarningsPorts } from '../ports';

/** How many of the newest released rewards the earnings show, with their tasks' titles. */
export const RECENT_RELEASES = 10;

/**
 * An operator's earnings, read and never written: a released reward whose holding period is
 * over shows as available; the ledger moves it there when a payout needs it (request-payout).
 */
export const getEarnings = async (deps: EarningsPorts, operatorId: string, now: Date) => {
  const [pending, available] = await Promise.all([deps.readPending(operatorId), deps.readAvailable(operatorId)]);
  const earnings = earningsAt(pending, available, now, deps.earningsHoldMs);
  const recent = await Promise.all(
    earnings.releases.slice(0, RECENT_RELEASES).map(async (release) => ({
      ...release,
      tips: earnings.tipsByTask.get(release.taskId) ?? 0,
      title: await deps.taskTitle(release.taskId),
    })),
  );
  return { ...earnings, recent };
};
