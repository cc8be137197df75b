/**
 * The one price table of the bench: AWS list prices in us-east-1 (USD), on-demand, no free
 * tier, first volume tier. Taken from the services' pricing pages as listed in June 2025
 * (DynamoDB on-demand after its November 2024 price cut); update the date with the figures.
 */
export const PRICES = {
  asOf: '2025-06',
  region: 'us-east-1',
  apiGateway: {
    /** HTTP API, first 300 million requests a month (metered in 512 KB increments). */
    httpApiPerMillionRequests: 1.0,
  },
  lambda: {
    perMillionRequests: 0.2,
    /** Per GB-second of billed duration (1 ms steps), by architecture. */
    perGbSecond: { arm64: 0.0000133334, x86_64: 0.0000166667 },
  },
  dynamodb: {
    /** On-demand capacity mode. */
    perMillionWriteRequestUnits: 0.625,
    perMillionReadRequestUnits: 0.125,
  },
  stepFunctions: {
    standardPerStateTransition: 0.000025,
    expressPerMillionRequests: 1.0,
    /** Express duration, first 1,000 GB-hours a month; billed in 100 ms steps at 64 MB at least. */
    expressPerGbSecond: 0.00001667,
    expressBilledMemoryGb: 0.0625,
    expressBilledStepMs: 100,
  },
  sqs: {
    /** FIFO queue, per request (send, receive and delete are one each, up to 64 KB). */
    perMillionRequests: 0.5,
  },
  eventBridgePipes: {
    /** Per request after filtering (64 KB chunks): each callback event the pipe forwards. */
    perMillionRequests: 0.4,
  },
  cloudWatchLogs: {
    /** Standard log class, data ingested. */
    perGbIngested: 0.5,
  },
  /** CloudFront, North America and Europe (PriceClass_100), HTTPS requests and data out to the internet. */
  cloudFront: { perMillionHttpsRequests: 1.0, perGbOut: 0.085 },
  /** AWS WAF: per web ACL and rule a month, and per request inspected (AWS managed baseline rule groups add no fee). */
  waf: { perWebAclMonth: 5.0, perRuleMonth: 1.0, perMillionRequests: 0.6 },
  /**
   * Amazon Bedrock, us-east-1, per million tokens, for the vision models the Guardian's reviewer
   * offers (functions/adapters/guardian/models.ts): on-demand (Claude Haiku 4.5 through its global
   * inference profile: the us. profile adds 10%). Taken from aws.amazon.com/bedrock/pricing as listed
   * in November 2025. `cacheReadPerMillion`: a prompt-cache hit, where the model caches (Claude Haiku
   * 4.5 charges 1.25x input for a cache write; Nova nothing beyond input). `toolPromptTokens`: the
   * system prompt Anthropic adds when a tool is forced (tool_choice "tool"), per its tool-use
   * documentation; Amazon documents none for Nova, so only the schema's own text is counted there.
   */
  bedrock: {
    asOf: '2025-11',
    models: {
      'anthropic.claude-3-haiku-20240307-v1:0': { inputPerMillion: 0.25, outputPerMillion: 1.25, toolPromptTokens: 340 },
      'global.anthropic.claude-haiku-4-5-20251001-v1:0': {
        inputPerMillion: 1.0,
        outputPerMillion: 5.0,
        cacheReadPerMillion: 0.1,
        toolPromptTokens: 313,
      },
      'amazon.nova-lite-v1:0': { inputPerMillion: 0.06, outputPerMillion: 0.24, cacheReadPerMillion: 0.015, toolPromptTokens: 0 },
      'amazon.nova-pro-v1:0': { inputPerMillion: 0.8, outputPerMillion: 3.2, cacheReadPerMillion: 0.2, toolPromptTokens: 0 },
    },
    /** The text model the deployed screening asks (functions/adapters/screening/bedrock-screener.ts), on demand. */
    screeningModels: {
      'amazon.nova-micro-v1:0': { inputPerMillion: 0.035, outputPerMillion: 0.14 },
    },
  },
} as const;

export type Architecture = keyof typeof PRICES.lambda.perGbSecond;
