import { platformErrors } from '../../../../platform/kernel/errors';
import { accounts } from '../../ledger/domain';
import { payoutIdOf, type Statement, statementOf, statementPeriod } from '../domain/statements';
import type { StatementPorts } from '../ports';

/**
 * The operator's earnings statement over the UTC days `from`..`to` (inclusive), read from the
 * journal: its pending account's credits and its available account's payouts, with the payouts'
 * network fees and the tasks' titles. Refused (400) for a reversed or too long period.
 */
export const getStatement = async (deps: StatementPorts, operatorId: string, from: string, to: string): Promise<Statement> => {
  const period = statementPeriod(from, to);
  if ('refused' in period) throw platformErrors.invalid(period.refused);
  const [pending, available] = await Promise.all([
    deps.readAccountLines(accounts.operatorPending(operatorId)),
    deps.readAccountLines(accounts.operatorAvailable(operatorId)),
  ]);
  const taskIds = [...new Set(pending.flatMap((line) => (line.taskId ? [line.taskId] : [])))];
  const payoutIds = available.filter((line) => line.kind === 'payout').map((line) => payoutIdOf(line.entryId));
  const [titles, fees] = await Promise.all([
    Promise.all(taskIds.map(async (taskId) => [taskId, await deps.taskTitle(taskId)] as const)),
    Promise.all(payoutIds.map(async (payoutId) => [payoutId, await deps.payoutFee(payoutId)] as const)),
  ]);
  const titleOf = new Map(titles);
  const feeOf = new Map(fees);
  return statementOf({ pending, available, title: (taskId) => titleOf.get(taskId), payoutFee: (payoutId) => feeOf.get(payoutId) ?? 0 }, period);
};
