/** What other code may use of the staff store: it imports it from here, never from a file of it (npm run lint:imports). */
export * from './staff-store';
