/** What other code may use of the audit store: it imports it from here, never from a file of it (npm run lint:imports). */
export * from './audit-store';
