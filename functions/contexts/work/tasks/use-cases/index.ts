/** What other code may use of the tasks use cases: it imports it from here, never from a file of it (npm run lint:imports). */
export * from './cancel-task';
export * from './create-task';
export * from './dispute-mail';
export * from './finalize-task';
export * from './prepare-task';
export * from './staff-task-queries';
export * from './task-pages';
export * from './task-queries';
export * from './verify-task';
export * from './withdraw-proof';
