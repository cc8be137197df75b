/** What other code may use of the operators use cases: it imports it from here, never from a file of it (npm run lint:imports). */
export * from './kyc-documents';
