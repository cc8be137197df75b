/** What other code may use of the earnings use cases: it imports it from here, never from a file of it (npm run lint:imports). */
export * from './get-earnings';
export * from './get-statement';
export * from './settle-earnings';
