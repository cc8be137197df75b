import type { Cents } from '../../../../platform/kernel/money';
import type { PendingLine } from './earnings';

/** The kinds of an operator's statement line: money in (reward, tip, kill fee), money out (payout and its network fee). */
export const STATEMENT_KINDS = ['reward', 'tip', 'kill_fee', 'payout', 'payout_fee'] as const;
type StatementKind = (typeof STATEMENT_KINDS)[number];

/** A statement covers at most this many days (a tax year, leap or not). */
export const MAX_STATEMENT_DAYS = 366;

interface StatementLine {
  date: string;
  kind: StatementKind;
  taskId?: string;
  description: string;
  amount: Cents;
}

export interface Statement {
  lines: StatementLine[];
  totals: Record<StatementKind | 'net', Cents>;
}

/** What a statement is built from: the operator's two ledger accounts' lines, the payouts' network fees, the tasks' titles. */
interface StatementSources {
  pending: readonly PendingLine[];
  available: readonly PendingLine[];
  payoutFee: (payoutId: string) => Cents;
  title: (taskId: string) => string | undefined;
}

const DAY_MS = 86_400_000;

/** The period's bounds (UTC days, both inclusive) as instants, or the reason it is refused. */
export const statementPeriod = (from: string, to: string): { start: string; end: string } | { refused: string } => {
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`) + DAY_MS;
  if (end <= start) return { refused: 'from must not be after to' };
  if (end - start > MAX_STATEMENT_DAYS * DAY_MS) return { refused: `A statement covers at most ${MAX_STATEMENT_DAYS} days` };
  return { start: new Date(start).toISOString(), end: new Date(end).toISOString() };
};

const CREDITS: Readonly<Record<string, { kind: StatementKind; words: string }>> = {
  escrow_release: { kind: 'reward', words: 'Reward' },
  tip: { kind: 'tip', words: 'Tip' },
  kill_fee: { kind: 'kill_fee', words: 'Cancelled by the agent' },
};

/** Entry ids name their payout (contexts/money/ledger entries.payout, payoutRefund). */
export const payoutIdOf = (entryId: string) => entryId.slice(entryId.indexOf(':') + 1);

/**
 * Each credit to pending earnings is a line; each payout is what reached the operator's address
 * and its network fee, two lines; a failed payout's return is a payout line of its own. Moves
 * from pending to available are the same money and no line.
 */
const linesOf = (sources: StatementSources): StatementLine[] => {
  const lines: StatementLine[] = [];
  for (const line of sources.pending) {
    const credit = CREDITS[line.kind];
    if (!credit) continue;
    const title = line.taskId && sources.title(line.taskId);
    lines.push({
      date: line.createdAt,
      kind: credit.kind,
      taskId: line.taskId,
      description: title ? `${credit.words}: ${title}` : credit.words,
      amount: line.amount,
    });
  }
  for (const line of sources.available) {
    const payoutId = payoutIdOf(line.entryId);
    if (line.kind === 'payout_refund')
      lines.push({ date: line.createdAt, kind: 'payout', description: `Payout ${payoutId} failed: returned`, amount: line.amount });
    if (line.kind !== 'payout') continue;
    const fee = Math.min(sources.payoutFee(payoutId), -line.amount);
    lines.push({ date: line.createdAt, kind: 'payout', description: `Payout ${payoutId}`, amount: line.amount + fee });
    if (fee) lines.push({ date: line.createdAt, kind: 'payout_fee', description: `Network fee of payout ${payoutId}`, amount: -fee });
  }
  return lines;
};

/** The operator's money lines in [start, end), oldest first, and their totals per kind and in all. */
export const statementOf = (sources: StatementSources, period: { start: string; end: string }): Statement => {
  const lines = linesOf(sources)
    .filter((line) => line.date >= period.start && line.date < period.end)
    .sort((a, b) => a.date.localeCompare(b.date));
  const totals = { reward: 0, tip: 0, kill_fee: 0, payout: 0, payout_fee: 0, net: 0 };
  for (const line of lines) {
    totals[line.kind] += line.amount;
    totals.net += line.amount;
  }
  return { lines, totals };
};
