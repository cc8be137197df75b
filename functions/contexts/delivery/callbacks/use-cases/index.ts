/** What other code may use of the callbacks use cases: it imports it from here, never from a file of it (npm run lint:imports). */
export * from './callback-secrets';
export * from './check-callbacks';
export * from './deliver-callback';
export * from './task-callbacks';
