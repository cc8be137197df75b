/** The safety domain other code may use: it imports it from here, never from a file of it (npm run lint:imports). */
export * from './safety-record';
export * from './screening';
export * from './screening-exchange';
