/**
 * The keys of the items the ledger module owns: accounts and their statement lines, which are the
 * journal (each line carries its whole entry).
 */
export const ledgerKeys = {
  /** A ledger account's balance in cents (domain/accounts.ts names them). */
  account: (accountId: string) => ({ pk: `ACCOUNT#${accountId}`, sk: 'BALANCE' }),
  /**
   * One posting to an account: its statement line, carrying the whole journal entry (domain/ledger
   * JournalEntry: the journal is its lines). Unique per entry, so never posted twice.
   */
  accountLine: (accountId: string, entryId: string) => ({ pk: `ACCOUNT#${accountId}`, sk: `LINE#${entryId}` }),
  accountLinePrefix: 'LINE#',
} as const;
