/** What the bench measures against (issue 9). Misses are reported, never failed on. */
export const TARGETS = {
  /**
   * AWS spend per 1,000 completed tasks, USD: priced at the units DynamoDB Local reports (issue 19),
   * and with DynamoDB's writes at AWS's billing (issue 52 set it at $0.07; issue 19's was $0.055).
   */
  costPer1000TasksUsd: { localUnits: 0.08, awsBilling: 0.07 },
  /** Our own code's share of a request's time at p50; the rest is inside DynamoDB and S3 calls. */
  ownCodeShareP50: 0.2,
  /** Endpoints held to a share of their own: the submit reads, hashes and copies each photo (issue 52). */
  ownCodeShareP50ByEndpoint: { 'POST /api/v1/operator/tasks/{id}/submit': 0.35 } as Readonly<Record<string, number>>,
  /** A bundle's load time over the DynamoDB-client-only handler's (issue 19): the SDK client is what no function avoids. */
  bundleLoadRatio: 1.2,
  /** The largest an API function's bundle may be, in bytes (issue 19). */
  apiBundleBytes: 150 * 1024,
  /** Tasks per second the service takes before any one DynamoDB partition reaches its limit (issue 19: no hot key). */
  minTasksPerSecondBeforeHotKey: 5000,
  /** Submit -> COMPLETED at p50, deployed, modelled from measured parts without the model's own time (issue 35). */
  verdictLatencyP50Ms: 2500,
  /** The deployed Guardian's model cost per review, USD, with the default model (issue 35). */
  guardianCostPerReviewUsd: 0.00025,
  /** The deployed screening's model cost per 1,000 tasks, USD (issue 47). */
  screeningCostPer1000TasksUsd: 0.05,
  /** `npm test`, its checks included, on this 2-core machine (issue 35), at most this 1-minute load average. */
  npmTestSeconds: 600,
  /** `npm run test:unit` (issue 35). */
  unitTierSeconds: 30,
  feedbackMaxLoad: 2,
  /** `npm start` until its health check answers, with its caches warm (issue 19). */
  localStartSeconds: 10,
} as const;
