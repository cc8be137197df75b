/**
 * The keys of the items the ledger module owns: the ledger: accounts, their statement lines and the
 * journal.
 */
export const ledgerKeys = {
  /** A ledger account's balance in cents (domain/accounts.ts names them). */
  account: (accountId: string) => ({ pk: `ACCOUNT#${accountId}`, sk: 'BALANCE' }),
  /** One posting to an account: its statement line. Unique per entry, so never posted twice. */
  accountLine: (accountId: string, entryId: string) => ({ pk: `ACCOUNT#${accountId}`, sk: `LINE#${entryId}` }),
  accountLinePrefix: 'LINE#',
  /** An immutable journal entry: the postings of one money movement. */
  journalEntry: (entryId: string) => ({ pk: `JOURNAL#${entryId}`, sk: 'ENTRY' }),
} as const;
