/** What other code may use of the A2A use cases: it imports it from here, never from a file of it (npm run lint:imports). */
export * from './deliver-a2a-push';
export * from './push-configs';
