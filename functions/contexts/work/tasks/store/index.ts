/** What other code may use of the tasks store: it imports it from here, never from a file of it (npm run lint:imports). */

export * from './completions-store';
export * from './created-event';
export * from './open-holds-store';
export * from './result-schema-item';
export * from './task-item';
export * from './tasks-store';
