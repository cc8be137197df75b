/** What other code may use of the deposits store: it imports it from here, never from a file of it (npm run lint:imports). */
export * from './chain-checks-store';
export * from './confirmed-event';
