/** What other code may use of the delivery engine's use cases: it imports it from here, never from a file of it (npm run lint:imports). */
export * from './attempt-delivery';
