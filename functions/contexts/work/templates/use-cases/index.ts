/** What other code may use of the templates use cases: it imports it from here, never from a file of it (npm run lint:imports). */
export * from './expand-creation-body';
