/** What other code may use of the safety store: it imports it from here, never from a file of it (npm run lint:imports). */
export * from './safety-record-store';
