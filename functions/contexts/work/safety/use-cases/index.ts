/** What other code may use of the safety use cases: it imports it from here, never from a file of it (npm run lint:imports). */
export * from './screen-request';
