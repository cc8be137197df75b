/** What other code may use of the ledger store: it imports it from here, never from a file of it (npm run lint:imports). */

export * from './ledger-audit-store';
export * from './ledger-store';
