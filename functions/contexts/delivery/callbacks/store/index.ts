/** What other code may use of the callbacks store: it imports it from here, never from a file of it (npm run lint:imports). */
export * from './callback-items';
export * from './callbacks-store';
