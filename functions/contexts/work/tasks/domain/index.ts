/** The tasks domain other code may use: it imports it from here, never from a file of it (npm run lint:imports). */
export * from './callback-secret';
export * from './completions';
export * from './disputes';
export * from './escrow-split';
export * from './guardian';
export * from './holds';
export * from './kill-fees';
export * from './near';
export * from './operator-review';
export * from './result-schemas';
export * from './sandbox';
export * from './task-drafts';
export * from './task-timers';
export * from './tasks';
export * from './transitions';
