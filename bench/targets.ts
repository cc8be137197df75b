/** What the bench measures against (issue 9). Misses are reported, never failed on. */
export const TARGETS = {
  /** AWS spend per 1,000 completed tasks, USD. */
  costPer1000TasksUsd: 0.1,
  /** Our own code's share of a request's time at p50; the rest is inside DynamoDB calls. */
  ownCodeShareP50: 0.2,
  /** A bundle's load time over the empty handler's. */
  bundleLoadRatio: 1.5,
  /** `npm start` until its health check answers, with its caches warm (issue 19). */
  localStartSeconds: 10,
} as const;
