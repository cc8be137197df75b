import type { SETTINGS } from './catalogue';

/**
 * The CDK context key (`cdk deploy -c key=value`) of each of the functions' settings a deployment
 * sets, by the setting's key in the catalogue; a setting not named here is not deployable that way.
 * Kept apart from the catalogue, as its docs are (catalogue-docs.ts): the functions bundle the
 * catalogue, and none of them reads these (1 KB in every function).
 */
export const CONTEXT_KEYS = {
  mailFrom: 'mailFrom',
  publicBaseUrl: 'publicBaseUrl',
  platformFeeRate: 'platformFeeRate',
  mcpAllowedOrigins: 'mcpAllowedOrigins',
  adminKeySha256: 'adminApiKeySha256',
  earningsHoldHours: 'earningsHoldHours',
  workGraceHours: 'workGraceHours',
  claimWithinMinMinutes: 'claimWithinMinMinutes',
  safetyHoldHours: 'safetyHoldHours',
  stallResumeSeconds: 'stallResumeSeconds',
  disputeAppealHours: 'disputeAppealHours',
  payoutRequiresMfa: 'payoutRequiresMfa',
  payoutAddressCooldownHours: 'payoutAddressCooldownHours',
  restrictedTasksPerDay: 'restrictedTasksPerDay',
  maxOpenClaims: 'maxOpenClaims',
  killFeePercent: 'killFeePercent',
  killFeeMin: 'killFeeMinUsd',
  payoutGasFee: 'payoutGasFeeUsd',
  sandboxStepSeconds: 'sandboxStepSeconds',
  guardian: 'guardian',
  screening: 'screening',
  screeningModelId: 'screeningModelId',
  guardianConfidenceThreshold: 'guardianConfidenceThreshold',
  guardianModelId: 'guardianModelId',
  photoMaxDistanceKm: 'photoMaxDistanceKm',
  photoRetentionDays: 'photoRetentionDays',
  chainRpcUrl: 'chainRpcUrl',
  chainRpcUrlParameter: 'chainRpcUrlParameter',
  chainId: 'chainId',
  usdcAddress: 'usdcContractAddress',
  usdcEip712Name: 'usdcEip712Name',
  usdcEip712Version: 'usdcEip712Version',
  depositAddress: 'depositAddress',
  confirmations: 'chainConfirmations',
  chainBlockSeconds: 'chainBlockSeconds',
  minDeposit: 'depositMinUsdc',
  maxDeposit: 'depositMaxUsdc',
  x402Min: 'x402MinUsd',
  ethUsdPriceFeed: 'ethUsdPriceFeed',
  chainPollSeconds: 'chainPollSeconds',
} as const satisfies { readonly [K in keyof typeof SETTINGS]?: string };
