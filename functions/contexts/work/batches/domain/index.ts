/** The batches domain other code may use: it imports it from here, never from a file of it (npm run lint:imports). */
export * from './batches';
