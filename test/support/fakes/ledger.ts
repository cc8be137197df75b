import { accounts, mayGoNegative } from '../../../functions/contexts/money/ledger/domain/accounts';
import type { JournalEntry } from '../../../functions/contexts/money/ledger/domain/ledger';
import { ConditionFailed } from '../../../functions/platform/kernel/conditions';
import type { Cents } from '../../../functions/platform/kernel/money';

/**
 * The ledger as the table keeps it, in memory: an entry id is written once ('entry_absent') and
 * no account outside `external:` goes below zero ('balance_covers'). A fake store posts entries
 * inside its own transactions: `refusal` first (nothing written), then `apply`.
 */
export class FakeLedger {
  readonly balances = new Map<string, Cents>();
  readonly entries = new Map<string, JournalEntry>();

  balance(account: string): Cents {
    return this.balances.get(account) ?? 0;
  }

  available(operatorId: string): Cents {
    return this.balance(accounts.operatorAvailable(operatorId));
  }

  /** The condition `entry` would fail, if any. */
  refusal(entry: JournalEntry): 'entry_absent' | 'balance_covers' | undefined {
    if (this.entries.has(entry.entryId)) return 'entry_absent';
    const short = entry.postings.some(({ account, amount }) => amount < 0 && !mayGoNegative(account) && this.balance(account) < -amount);
    return short ? 'balance_covers' : undefined;
  }

  apply(entry: JournalEntry): void {
    this.entries.set(entry.entryId, entry);
    for (const { account, amount } of entry.postings) this.balances.set(account, this.balance(account) + amount);
  }

  /** Posts `entry` alone, as `transactWrite(entryItems(entry))` does: a failed condition throws ConditionFailed and writes nothing. */
  post(entry: JournalEntry): void {
    const refused = this.refusal(entry);
    if (refused) throw new ConditionFailed(refused, undefined, 0);
    this.apply(entry);
  }
}
