/** What other code may use of the suspension use cases: it imports them from here, never from a file of them (npm run lint:imports). */
export * from './suspend-agent';
export * from './unsuspend-agent';
