/**
 * Ports: what the earnings use cases need from outside the module, as types only (the pattern is
 * described in contexts/money/payouts/ports.ts). The ledger holds an operator's earnings; the
 * tasks' titles and the payouts' fees come from the modules that own them, composed by the routes.
 */
import type { Cents } from '../../../platform/kernel/money';
import type { PendingLine, Release } from './domain/earnings';

/** The title of a task, for the lines that name one (undefined if the task can no longer be read). */
export type TaskTitle = (taskId: string) => Promise<string | undefined>;

export interface EarningsPorts {
  readPending(operatorId: string): Promise<{ balance: Cents; lines: readonly PendingLine[] }>;
  readAvailable(operatorId: string): Promise<Cents>;
  taskTitle: TaskTitle;
  earningsHoldMs: number;
}

/** What an earnings statement reads: the operator's pending and available accounts' lines, its payouts' fees, the tasks' titles. */
export interface StatementPorts {
  readAccountLines(accountId: string): Promise<readonly PendingLine[]>;
  /** The network fee deducted from a payout (0 for one not found). */
  payoutFee(payoutId: string): Promise<Cents>;
  taskTitle: TaskTitle;
}

/** What clearing earnings past their hold reads and writes: the pending account's lines and the clearing entries. */
export interface SettlementPorts {
  readPendingLines(operatorId: string): Promise<readonly PendingLine[]>;
  /** Writes the entry moving the release from pending to available: ConditionFailed 'entry_absent' when it was cleared already. */
  clearRelease(operatorId: string, release: Release, now: Date): Promise<void>;
}
