/** What the bench measures against (issue 9). Misses are reported, never failed on. */
export const TARGETS = {
  /** AWS spend per 1,000 completed tasks, USD. */
  costPer1000TasksUsd: 0.1,
  /** Our own code's share of a request's time at p50; the rest is inside DynamoDB calls. */
  ownCodeShareP50: 0.2,
  /** A bundle's load time over the DynamoDB-client-only handler's (issue 19): the SDK client is what no function avoids. */
  bundleLoadRatio: 1.2,
  /** The largest an API function's bundle may be, in bytes (issue 19). */
  apiBundleBytes: 150 * 1024,
} as const;
