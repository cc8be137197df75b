import { createHash } from 'node:crypto';
import type { Cents } from '../../../../platform/kernel/money';
import { accounts, isPlatformFeeAccount, mayGoNegative } from './accounts';
import { assertBalanced, type JournalEntry } from './ledger';

/** What a violation is about: an account, an agent's escrow against its tasks, or one journal entry. */
type AuditSubject = { kind: 'account'; accountId: string } | { kind: 'escrow'; agentId: string } | { kind: 'entry'; entryId: string };

export interface AuditFinding {
  subject: AuditSubject;
  message: string;
}

interface AccountTally {
  balance: Cents;
  lineSum: Cents;
  /** Sum of the hashes of the account's lines minus those of the journal's postings to it, mod 2^64: 0 when they are the same set. */
  pairing: bigint;
}

const MOD = 1n << 64n;

/** A line and the posting it mirrors hash alike: (account, entry, amount). */
const pairHash = (accountId: string, entryId: string, amount: Cents): bigint =>
  createHash('sha256').update(`${accountId}\u0000${entryId}\u0000${amount}`).digest().readBigUInt64BE(0);

/**
 * The whole-ledger invariants (contexts/money/ledger/domain/ledger.ts ledgerViolations), checked from items met in any
 * order, as a parallel Scan returns them, in memory that grows with the accounts and agents
 * only, never with the entries and lines: per account, its balance, the sum of its lines, and a
 * sum of hashes that pairs each line with the posting of the entry it names, as the entry's home
 * line records it (contexts/money/ledger/domain/ledger.ts homeAccount; the store calls `entry` once per entry, from there: what is left over
 * is a line without its posting, a posting without its line, or the two disagreeing). Together:
 * every balance is the sum of its lines, every line is its entry's posting and back, every
 * entry balances; so all balances sum to zero (deposits = deposit balances + escrow + operator
 * balances + fees + payouts) without a check of its own, which a scan racing writes could not
 * confirm anyway. Each agent's escrow is checked against the holds of its tasks.
 */
export class LedgerTally {
  readonly #accounts = new Map<string, AccountTally>();
  readonly #holds = new Map<string, Cents>();
  readonly #findings: AuditFinding[] = [];

  #account(accountId: string): AccountTally {
    let tally = this.#accounts.get(accountId);
    if (!tally) this.#accounts.set(accountId, (tally = { balance: 0, lineSum: 0, pairing: 0n }));
    return tally;
  }

  balance(accountId: string, balance: Cents): void {
    this.#account(accountId).balance = balance;
  }

  line(accountId: string, entryId: string, amount: Cents): void {
    const tally = this.#account(accountId);
    tally.lineSum += amount;
    tally.pairing = (tally.pairing + pairHash(accountId, entryId, amount)) % MOD;
  }

  entry(entry: JournalEntry): void {
    try {
      assertBalanced(entry);
    } catch (error) {
      this.#findings.push({ subject: { kind: 'entry', entryId: entry.entryId }, message: (error as Error).message });
    }
    for (const { account, amount } of entry.postings) {
      const tally = this.#account(account);
      tally.pairing = (tally.pairing - pairHash(account, entry.entryId, amount) + MOD) % MOD;
    }
  }

  /** A task's open hold (its escrow_cents), counted against its agent's escrow account. */
  task(agentId: string, escrowCents: Cents): void {
    this.#holds.set(agentId, (this.#holds.get(agentId) ?? 0) + escrowCents);
    this.#account(accounts.agentEscrow(agentId));
  }

  /** The platform's fees: the sum of its fee shards' balances (contexts/money/ledger/domain/accounts.ts). */
  platformFees(): Cents {
    let total = 0;
    for (const [accountId, tally] of this.#accounts) if (isPlatformFeeAccount(accountId)) total += tally.balance;
    return total;
  }

  findings(): AuditFinding[] {
    const findings = [...this.#findings];
    for (const [accountId, tally] of this.#accounts) {
      const subject = { kind: 'account', accountId } as const;
      if (tally.balance !== tally.lineSum)
        findings.push({ subject, message: `${accountId}: balance ${tally.balance} but its lines sum to ${tally.lineSum}` });
      if (tally.balance < 0 && !mayGoNegative(accountId)) findings.push({ subject, message: `${accountId}: negative balance ${tally.balance}` });
      if (tally.pairing !== 0n) findings.push({ subject, message: `${accountId}: its lines and the journal's postings to it differ` });
    }
    for (const [agentId, held] of this.#holds) {
      const escrow = this.#accounts.get(accounts.agentEscrow(agentId))?.balance ?? 0;
      if (escrow !== held)
        findings.push({ subject: { kind: 'escrow', agentId }, message: `agent ${agentId}: escrow ${escrow} but open task holds sum to ${held}` });
    }
    return findings;
  }
}
