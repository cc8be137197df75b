import type { Cents } from '../../../../platform/kernel/money';
import { accounts, mayGoNegative } from './accounts';

/** A change to one account's balance: positive adds, negative takes away. */
export interface Posting {
  account: string;
  amount: Cents;
}

export const ENTRY_KINDS = [
  'deposit',
  'escrow_hold',
  'escrow_refund',
  'escrow_release',
  'kill_fee',
  'earnings_cleared',
  'payout',
  'payout_refund',
  'tip',
  'x402_payment',
] as const;
type EntryKind = (typeof ENTRY_KINDS)[number];

/**
 * One money movement: postings that sum to zero, so money is never created or lost. The id
 * is derived from what caused the movement (one hold per task, one deposit per tx hash), so
 * writing it twice is refused by the store: a retried step cannot move money twice. The store
 * keeps it as its accounts' statement lines, each carrying the whole entry: an id is refused
 * where any of its accounts holds a line of it, and every id below names one of the accounts it
 * posts to whoever posts it (the outside world's account for deposits and payouts, the paying
 * agent's for holds, refunds, releases and tips, the credited operator's for a clearing).
 */
export interface JournalEntry {
  entryId: string;
  kind: EntryKind;
  postings: Posting[];
  taskId?: string;
}

/** The account whose statement line is the entry's record (the first it posts to): the audit reads the entry from it, every other line of it must agree. */
export const homeAccount = (entry: Pick<JournalEntry, 'postings'>): string | undefined => entry.postings[0]?.account;

/** Money credited to an operator's pending earnings: a task's reward, or a tip (`tipEntryId`: its entry). */
export interface EarningsCredit {
  taskId: string;
  amount: Cents;
  tipEntryId?: string;
}

/** The id of the entry that clears `credit` from pending to available. */
export const clearingEntryId = (credit: Pick<EarningsCredit, 'taskId' | 'tipEntryId'>): string =>
  credit.tipEntryId ? `clear:${credit.tipEntryId}` : `clear:${credit.taskId}`;

const entry = (entryId: string, kind: EntryKind, postings: Posting[], taskId?: string): JournalEntry => {
  const result = { entryId, kind, postings: postings.filter((p) => p.amount !== 0), taskId };
  assertBalanced(result);
  return result;
};

export const entries = {
  deposit: (agentId: string, amount: Cents, reference: string) =>
    entry(`deposit:${reference}`, 'deposit', [
      { account: accounts.externalDeposits, amount: -amount },
      { account: accounts.agentDeposit(agentId), amount },
    ]),
  /** An x402 payment of a short balance, credited as a deposit is; one per authorization (`reference`: signer and nonce). */
  x402Payment: (agentId: string, amount: Cents, reference: string) =>
    entry(`x402:${reference}`, 'x402_payment', [
      { account: accounts.externalDeposits, amount: -amount },
      { account: accounts.agentDeposit(agentId), amount },
    ]),
  escrowHold: (agentId: string, taskId: string, amount: Cents) =>
    entry(
      `hold:${taskId}`,
      'escrow_hold',
      [
        { account: accounts.agentDeposit(agentId), amount: -amount },
        { account: accounts.agentEscrow(agentId), amount },
      ],
      taskId,
    ),
  /**
   * The hold of a batch's seats, all at once (one debit of the deposit per transaction): each seat
   * is then refunded or released on its own, by its task's entries, from the escrow it holds (escrow_cents).
   */
  batchEscrowHold: (agentId: string, batchId: string, amount: Cents) =>
    entry(`hold:${batchId}`, 'escrow_hold', [
      { account: accounts.agentDeposit(agentId), amount: -amount },
      { account: accounts.agentEscrow(agentId), amount },
    ]),
  /**
   * A released reward or a tip has sat out the holding period: pending becomes available. A
   * reward's clearing is keyed by its task (`clear:<task>`), a tip's by the tip's own entry
   * (`clear:tip:<tip>`, a task may be tipped more than once): each is cleared once.
   */
  earningsCleared: (operatorId: string, credit: EarningsCredit) =>
    entry(
      clearingEntryId(credit),
      'earnings_cleared',
      [
        { account: accounts.operatorPending(operatorId), amount: -credit.amount },
        { account: accounts.operatorAvailable(operatorId), amount: credit.amount },
      ],
      credit.taskId,
    ),
  /**
   * The agent tips the operator of its completed task: from its deposit to the operator's pending
   * earnings, no fee. Pending like a reward, so a tip sits out the same holding period before it
   * can be paid out (a stolen API key cannot drain a deposit to a colluding operator at once).
   */
  tip: (agentId: string, operatorId: string, taskId: string, tipId: string, amount: Cents) =>
    entry(
      `tip:${tipId}`,
      'tip',
      [
        { account: accounts.agentDeposit(agentId), amount: -amount },
        { account: accounts.operatorPending(operatorId), amount },
      ],
      taskId,
    ),
  payout: (operatorId: string, payoutId: string, amount: Cents) =>
    entry(`payout:${payoutId}`, 'payout', [
      { account: accounts.operatorAvailable(operatorId), amount: -amount },
      { account: accounts.externalPayouts, amount },
    ]),
  /** A payout that failed on chain: its amount returns to the operator's available balance. */
  payoutRefund: (operatorId: string, payoutId: string, amount: Cents) =>
    entry(`payout-refund:${payoutId}`, 'payout_refund', [
      { account: accounts.externalPayouts, amount: -amount },
      { account: accounts.operatorAvailable(operatorId), amount },
    ]),
};

/**
 * The entries a task's move posts from its escrow (the tasks' transition table: refund, release, split, kill fee), apart
 * from the others so that a function moving tasks links none of the deposits', payouts' or tips'.
 */
export const escrowEntries = {
  escrowRefund: (agentId: string, taskId: string, amount: Cents) =>
    entry(
      `refund:${taskId}`,
      'escrow_refund',
      [
        { account: accounts.agentEscrow(agentId), amount: -amount },
        { account: accounts.agentDeposit(agentId), amount },
      ],
      taskId,
    ),
  escrowRelease: (agentId: string, taskId: string, operatorId: string, reward: Cents, fee: Cents) =>
    entry(
      `release:${taskId}`,
      'escrow_release',
      [
        { account: accounts.agentEscrow(agentId), amount: -(reward + fee) },
        { account: accounts.operatorPending(operatorId), amount: reward },
        { account: accounts.platformFees(taskId), amount: fee },
      ],
      taskId,
    ),
  /**
   * A dispute resolved by a split (the tasks domain's splitEscrow): part of the reward to the operator,
   * the fee in proportion, the rest back to the agent. It is the task's release (same id and kind),
   * so its earnings clear like any other.
   */
  escrowSplit: (agentId: string, taskId: string, operatorId: string, split: { operator: Cents; fee: Cents; refund: Cents }) =>
    entry(
      `release:${taskId}`,
      'escrow_release',
      [
        { account: accounts.agentEscrow(agentId), amount: -(split.operator + split.fee + split.refund) },
        { account: accounts.operatorPending(operatorId), amount: split.operator },
        { account: accounts.platformFees(taskId), amount: split.fee },
        { account: accounts.agentDeposit(agentId), amount: split.refund },
      ],
      taskId,
    ),
  /**
   * An agent cancelled a task its operator had claimed (ACCEPTED): the kill fee to the operator's
   * pending earnings, cleared like a reward (same `clear:<task>` id: a cancelled task has no
   * release), and the rest of the escrow (reward and fee) back to the agent, in one entry.
   */
  killFee: (agentId: string, taskId: string, operatorId: string, split: { operator: Cents; refund: Cents }) =>
    entry(
      `kill-fee:${taskId}`,
      'kill_fee',
      [
        { account: accounts.agentEscrow(agentId), amount: -(split.operator + split.refund) },
        { account: accounts.operatorPending(operatorId), amount: split.operator },
        { account: accounts.agentDeposit(agentId), amount: split.refund },
      ],
      taskId,
    ),
};

export function assertBalanced(journalEntry: Pick<JournalEntry, 'entryId' | 'postings'>): void {
  const seen = new Set<string>();
  let sum = 0;
  for (const { account, amount } of journalEntry.postings) {
    if (!Number.isSafeInteger(amount)) throw new Error(`${journalEntry.entryId}: amount ${amount} is not integer cents`);
    if (seen.has(account)) throw new Error(`${journalEntry.entryId}: account ${account} posted twice`);
    seen.add(account);
    sum += amount;
  }
  if (sum !== 0) throw new Error(`${journalEntry.entryId}: postings sum to ${sum}, not 0`);
}

/** What the audit reads back: balances, the lines posted to each account, and the entries. */
interface LedgerSnapshot {
  balances: ReadonlyMap<string, Cents>;
  lines: ReadonlyMap<string, readonly { entryId: string; amount: Cents }[]>;
  entries: readonly JournalEntry[];
  /** Open escrow holds per agent, from the tasks themselves. */
  openHolds?: ReadonlyMap<string, Cents>;
}

/**
 * The ledger's invariants, as a list of violations (empty when sound): every entry balances;
 * every balance equals the sum of the lines posted to it and is never negative (outside the
 * external accounts); every line belongs to an entry that names it; and each agent's escrow
 * equals the sum of its tasks' open holds. Together they give: deposits = deposit balances
 * + escrow + operator balances + platform fees + payouts.
 */
export const ledgerViolations = (snapshot: LedgerSnapshot): string[] => {
  const violations: string[] = [];
  const postingsByEntry = new Map(snapshot.entries.map((e) => [e.entryId, e.postings]));
  for (const journalEntry of snapshot.entries) {
    try {
      assertBalanced(journalEntry);
    } catch (error) {
      violations.push((error as Error).message);
    }
  }
  for (const [account, balance] of snapshot.balances) {
    const lines = snapshot.lines.get(account) ?? [];
    const sum = lines.reduce((total, line) => total + line.amount, 0);
    if (sum !== balance) violations.push(`${account}: balance ${balance} but its lines sum to ${sum}`);
    if (balance < 0 && !mayGoNegative(account)) violations.push(`${account}: negative balance ${balance}`);
    for (const line of lines) {
      const posting = postingsByEntry.get(line.entryId)?.find((p) => p.account === account);
      if (!posting) violations.push(`${account}: line of ${line.entryId} has no entry posting`);
      else if (posting.amount !== line.amount) violations.push(`${account}: line of ${line.entryId} is ${line.amount}, entry says ${posting.amount}`);
    }
  }
  for (const [agentId, held] of snapshot.openHolds ?? []) {
    const escrow = snapshot.balances.get(accounts.agentEscrow(agentId)) ?? 0;
    if (escrow !== held) violations.push(`agent ${agentId}: escrow ${escrow} but open task holds sum to ${held}`);
  }
  return violations;
};
