/** What other code may use of the agents store: it imports it from here, never from a file of it (npm run lint:imports). */
export * from './agent-item';
export * from './agents-store';
export * from './api-keys-store';
export * from './suspensions-store';
export * from './usage-store';
