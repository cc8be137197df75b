/** What other code may use of the webhooks use cases: it imports it from here, never from a file of it (npm run lint:imports). */
export * from './deliver-webhook';
export * from './webhook-deliveries';
