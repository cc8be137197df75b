/** What other code may use of the operators store: it imports it from here, never from a file of it (npm run lint:imports). */
export * from './operator-item';
export * from './operators-store';
