/** The safety-holds use cases other code may use: it imports them from here, never from a file of them (npm run lint:imports). */
export * from './decide-hold';
export * from './held-queue';
export * from './report-task';
