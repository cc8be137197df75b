import { isLater } from '../../../../platform/kernel/instants';
import { getAll, scanSegments } from '../../../../platform/table/query';
import { itemKey, parseItem } from '../../../../platform/table/read-item';
import { accounts } from '../domain/accounts';
import { homeAccount, type JournalEntry, ledgerViolations } from '../domain/ledger';
import { type AuditFinding, LedgerTally } from '../domain/ledger-tally';
import type { LedgerAuditResult, OpenHolds } from '../ports';
import { ledgerKeys } from './keys';
import { accountBalanceItem, accountLineItem, lineEntry } from './ledger-item';
import { readAccountEntries } from './ledger-store';

/** The entries as their home lines (contexts/money/ledger/domain/ledger.ts homeAccount) record them, `carried` as other lines carry them; one recorded nowhere is left out. */
export const getEntries = async (carried: JournalEntry[]): Promise<JournalEntry[]> => {
  const homes = carried.flatMap((entry) => {
    const home = homeAccount(entry);
    return home ? [ledgerKeys.accountLine(home, entry.entryId)] : [];
  });
  return (await getAll(homes)).map((item) => lineEntry(parseItem(accountLineItem, item)));
};

/**
 * How the whole-ledger audit reads the table. The deployed audit (workflows/ledger-audit) runs
 * daily while the service writes; the tests run it when nothing else writes.
 */
export interface AuditOptions {
  /** Parallel Scan segments: the scan's wall time divided by as many (each segment is read by one loop). */
  segments: number;
  /** Items per Scan page: bounds each call's read units and the memory a page takes. */
  pageSize: number;
  /** Consistent reads cost twice as much; eventually consistent ones may miss the last second of writes, which `settleMs` allows for. */
  consistentRead: boolean;
  /** A balance last written at least this long before the scan began was surely read as it is. */
  settleMs: number;
}

export const DEPLOYED_AUDIT: AuditOptions = { segments: 4, pageSize: 500, consistentRead: false, settleMs: 60_000 };

/** A table nothing writes to (a restored copy, the tests' table at their end): read consistently, nothing to settle. */
export const QUIET_AUDIT: AuditOptions = { segments: 4, pageSize: 500, consistentRead: true, settleMs: 0 };

/** Findings re-read one by one, at most: a few reads each, so the run stays within its time however broken the ledger. */
const MAX_REREAD = 500;

/** An account's balance item, its id left out: the accounts' partition prefix and the balance's sort key. */
const ACCOUNT = ledgerKeys.account('');

const accountOf = (pk: string): string | undefined => (pk.startsWith(ACCOUNT.pk) ? pk.slice(ACCOUNT.pk.length) : undefined);

/** A finding of the scan, confirmed by reading its subject again, consistently, as auditParties does. */
const confirm = async (holds: OpenHolds, finding: AuditFinding, cutoff: string): Promise<string[]> => {
  const { subject } = finding;
  if (subject.kind === 'entry') return [finding.message];
  const accountId = subject.kind === 'account' ? subject.accountId : accounts.agentEscrow(subject.agentId);
  // Every entry posting to an account writes its balance in the entry's transaction: a balance
  // untouched since before the scan means the scan saw the account, its lines and their entries as they are.
  const [balance] = await getAll([ledgerKeys.account(accountId)]);
  const updatedAt = balance ? parseItem(accountBalanceItem, balance).updated_at : undefined;
  if (updatedAt && isLater(cutoff, updatedAt)) return [finding.message];
  // Written since: check it again now, from consistent reads.
  const account = await readAccountEntries(accountId);
  if (subject.kind === 'escrow') {
    const held = await holds.heldFor(subject.agentId);
    return account.balance === held ? [] : [`agent ${subject.agentId}: escrow ${account.balance} but open task holds sum to ${held}`];
  }
  const entries = await getEntries(account.lines.map((line) => line.entry));
  return ledgerViolations({ balances: new Map([[accountId, account.balance]]), lines: new Map([[accountId, account.lines]]), entries });
};

/**
 * Checks the whole ledger, every account and entry (contexts/money/ledger/domain/ledger-tally.ts: every balance is the sum
 * of its lines, every line its entry's posting and back, every entry balanced, each escrow its
 * open holds, as `holds` reads them; so all balances sum to zero). What it costs grows with the table, and only as
 * a read of it: one parallel Scan with bounded pages, eventually consistent unless asked (half
 * the read units), and memory for the accounts, not the entries. What the scan finds is read
 * again, consistently, before it counts: the service writes while the audit reads.
 */
export const auditLedger = async (holds: OpenHolds, options: AuditOptions = DEPLOYED_AUDIT, now = new Date()): Promise<LedgerAuditResult> => {
  const tally = new LedgerTally();
  const cutoff = new Date(now.getTime() - options.settleMs).toISOString();
  const scanned = await scanSegments(options, (item) => {
    const { pk, sk } = parseItem(itemKey, item);
    const accountId = accountOf(pk);
    if (accountId !== undefined) {
      if (sk === ACCOUNT.sk) tally.balance(accountId, parseItem(accountBalanceItem, item).balance);
      else {
        const line = parseItem(accountLineItem, item);
        tally.line(accountId, line.entry_id, line.amount);
        // The entry counts once, from its home line; its other lines pair with its postings there.
        const entry = lineEntry(line);
        if (homeAccount(entry) === accountId) tally.entry(entry);
      }
    } else {
      const hold = holds.heldIn(item);
      if (hold) tally.task(hold.agentId, hold.cents);
    }
  });
  const violations: string[] = [];
  const unconfirmed: string[] = [];
  const findings = tally.findings();
  for (const finding of findings.slice(0, MAX_REREAD)) {
    const confirmed = await confirm(holds, finding, cutoff);
    if (confirmed.length) violations.push(...confirmed);
    else unconfirmed.push(finding.message);
  }
  // So many findings are no race: counted as found, so that the run ends in bounded time.
  violations.push(...findings.slice(MAX_REREAD).map((finding) => `${finding.message} (not re-read: over ${MAX_REREAD} findings)`));
  return { violations, unconfirmed, scanned, platformFeesCents: tally.platformFees() };
};
