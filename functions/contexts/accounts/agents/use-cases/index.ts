/** What other code may use of the agents use cases: it imports it from here, never from a file of it (npm run lint:imports). */
export * from './create-api-key';
export * from './revoke-api-key';
